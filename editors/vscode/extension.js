// rarslite for VS Code: starts `rarslite dap` for debug sessions (type "rarslite"), and
// runs, assembles or debugs the current file. Everything else is in package.json.
"use strict";
const vscode = require("vscode");

function settings() {
  const config = vscode.workspace.getConfiguration("rarslite");
  return { command: config.get("command", "rarslite"), devices: config.get("devices", true) };
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

// `rarslite asm FILE` as a task: its errors land in the Problems view ($rarslite-asm)
async function assemble() {
  const doc = currentFile();
  if (!doc) return;
  await doc.save();
  const folder = vscode.workspace.getWorkspaceFolder(doc.uri) || vscode.TaskScope.Workspace;
  const task = new vscode.Task({ type: "rarslite", command: "asm", file: doc.fileName }, folder,
    "assemble " + doc.fileName, "rarslite",
    new vscode.ProcessExecution(settings().command, ["asm", doc.fileName]), ["$rarslite-asm"]);
  await vscode.tasks.executeTask(task);
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
