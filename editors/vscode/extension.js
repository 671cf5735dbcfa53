// rarslite for VS Code: starts `rarslite dap` for debug sessions (type "rarslite"), and
// runs, assembles or debugs the current file. Everything else is in package.json.
"use strict";
const vscode = require("vscode");

function settings() {
  const config = vscode.workspace.getConfiguration("rarslite");
  return { command: config.get("command", "rarslite"), devices: config.get("devices", true),
    strict: config.get("conventions.strict", false),
    saveAll: config.get("conventions.saveAll", false) };
}

function currentFile() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.uri.scheme !== "file") {
    vscode.window.showErrorMessage("rarslite: open an assembly file first");
    return undefined;
  }
  return editor.document;
}

function quote(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}

async function inTerminal(verb, extra) {
  const doc = currentFile();
  if (!doc) return;
  await doc.save();
  const terminal = vscode.window.terminals.find((t) => t.name === "rarslite")
    || vscode.window.createTerminal("rarslite");
  terminal.show();
  terminal.sendText([settings().command, verb, ...extra, doc.fileName].map(quote).join(" "));
}

// rarslite as a task on the current file, its output read by problem matchers into the
// Problems view (package.json's $rarslite-asm, $rarslite-cc)
async function asTask(definition, name, args, matchers) {
  const doc = currentFile();
  if (!doc) return;
  await doc.save();
  const folder = vscode.workspace.getWorkspaceFolder(doc.uri) || vscode.TaskScope.Workspace;
  const task = new vscode.Task({ type: "rarslite", ...definition, file: doc.fileName }, folder,
    name + " " + doc.fileName, "rarslite",
    new vscode.ProcessExecution(settings().command, [...args, doc.fileName]), matchers);
  await vscode.tasks.executeTask(task);
}

// `rarslite asm FILE`: its assembly errors
function assemble() {
  return asTask({ command: "asm" }, "assemble", ["asm"], ["$rarslite-asm"]);
}

// `rarslite run --cc FILE` (the program's console is the task's terminal): its assembly
// errors, and the findings the checker prints after the run, as warnings at their lines
function checkConventions() {
  const { strict, saveAll } = settings();
  const args = ["run", "--cc", ...(strict ? ["--cc-strict"] : []),
    ...(saveAll ? ["--cc-save-all"] : [])];
  return asTask({ command: "run", cc: true }, "check the calling conventions of", args,
    ["$rarslite-asm", "$rarslite-cc"]);
}

class AdapterFactory {
  createDebugAdapterDescriptor() {
    const { command, devices } = settings();
    return new vscode.DebugAdapterExecutable(command, devices ? ["dap", "--devices"] : ["dap"]);
  }
}

class ConfigurationProvider {
  // F5 with no launch.json: debug the current file
  resolveDebugConfiguration(folder, config) {
    if (!config.type && !config.request && !config.name) {
      const doc = vscode.window.activeTextEditor && vscode.window.activeTextEditor.document;
      if (doc && (doc.languageId === "riscv-rars" || doc.languageId === "mips-mars")) {
        return { type: "rarslite", request: "launch", name: "Debug this assembly file",
          program: doc.fileName, stopOnEntry: true };
      }
    }
    if (!config.program) {
      return vscode.window.showErrorMessage("rarslite: the launch configuration needs \"program\"")
        .then(() => undefined);
    }
    return config;
  }
}

function activate(context) {
  context.subscriptions.push(
    vscode.debug.registerDebugAdapterDescriptorFactory("rarslite", new AdapterFactory()),
    vscode.debug.registerDebugConfigurationProvider("rarslite", new ConfigurationProvider()),
    vscode.commands.registerCommand("rarslite.runFile", () => inTerminal("run", [])),
    vscode.commands.registerCommand("rarslite.assembleFile", assemble),
    vscode.commands.registerCommand("rarslite.checkConventions", checkConventions),
    vscode.commands.registerCommand("rarslite.debugFile", () => {
      const doc = currentFile();
      if (!doc) return undefined;
      return vscode.debug.startDebugging(vscode.workspace.getWorkspaceFolder(doc.uri), {
        type: "rarslite", request: "launch", name: "Debug current file",
        program: doc.fileName, stopOnEntry: true });
    }),
  );
}

function deactivate() {}

module.exports = { activate, deactivate };
