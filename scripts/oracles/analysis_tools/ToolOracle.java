// Records what RARS 1.6's analysis tools display for one program (scripts/oracles/analysis_tools/record.py
// drives it; tests never need Java). The tool object is created in this JVM (a JFrame: run under
// xvfb-run), its settings are chosen through its own combo boxes, it is connected to the
// simulation memory as its Connect button would, the program runs through RARS's rars.api on a
// thread named like RARS's simulator thread (tools ignore notices from other threads), and the
// numbers are read back from the tool's own display fields. After each request the tool is
// disconnected (memory and registers) and its window disposed, so a long session stays fast.
// Requests (OracleSupport.serve), one a line, each may start with "smc " (self-modifying code
// enabled, as Settings > Self-modifying code does) and/or "rv64 " (RARS's 64-bit mode, as its
// rv64 command-line option sets it; without it 32-bit):
//   PROGRAM.s counter|stats
//   PROGRAM.s cache PLACEMENT(0-2) REPLACEMENT(0-1) BLOCKS WORDS SETSIZE
//   PROGRAM.s bht ENTRIES HISTORY TAKE(0|1)
//   PROGRAM.s memref WORDS UNIT-W UNIT-H DISPLAY-W DISPLAY-H BASE-INDEX OUT.png
//   - fp hex|dec TEXT  /  - fp bin SIGN EXPONENT FRACTION
import java.util.ArrayList;
import rars.api.Options;
import rars.api.Program;
import rars.riscv.InstructionSet;
import rars.riscv.hardware.ControlAndStatusRegisterFile;
import rars.riscv.hardware.FloatingPointRegisterFile;
import rars.riscv.hardware.Memory;
import rars.riscv.hardware.Register;
import rars.riscv.hardware.RegisterFile;
import rars.tools.AbstractToolAndApplication;

public class ToolOracle {
    public static void main(String[] args) throws Exception {
        OracleSupport.serve(() -> Thread.currentThread().setName("RISCV oracle"), ToolOracle::record);
    }

    /** RARS's 32- or 64-bit mode, switched as its rv64 command-line option does. */
    static void xlen(boolean rv64) {
        rars.Globals.initialize();
        if (InstructionSet.rv64 == rv64
                && rars.Globals.getSettings().getBooleanSetting(rars.Settings.Bool.RV64_ENABLED) == rv64) return;
        rars.Globals.getSettings().setBooleanSettingNonPersistent(rars.Settings.Bool.RV64_ENABLED, rv64);
        InstructionSet.rv64 = rv64;
        rars.Globals.instructionSet.populate();
    }

    static void record(String[] request) throws Exception {
        boolean smc = OracleSupport.flag(request, "smc");
        String[] a = OracleSupport.request(request);
        xlen(OracleSupport.flag(request, "rv64"));
        if (a[1].equals("fp")) {  // "- fp hex|dec|bin TEXT...": no program
            OracleSupport.floatRequest(new rars.tools.FloatRepresentation(), a);
            return;
        }
        Options opt = new Options();
        opt.maxSteps = 5_000_000;
        opt.selfModifyingCode = smc;
        Program p = new Program(opt);
        p.assemble(a[0]);
        p.setup(new ArrayList<>(), "");
        String kind = a[1];
        AbstractToolAndApplication tool;
        switch (kind) {
            case "counter": tool = new rars.tools.InstructionCounter(); break;
            case "stats": tool = new rars.tools.InstructionStatistics(); break;
            case "cache": tool = new rars.tools.CacheSimulator(); break;
            case "bht": tool = new rars.tools.BHTSimulator(); break;
            case "memref": tool = new rars.tools.MemoryReferenceVisualization(); break;
            default: throw new IllegalArgumentException(kind);
        }
        OracleSupport.call(tool, "initializePreGUI");
        OracleSupport.call(tool, "buildMainDisplayArea");
        OracleSupport.call(tool, "initializePostGUI");
        OracleSupport.configure(tool, kind, a);
        OracleSupport.call(tool, "reset");
        Memory before = Memory.swapInstance(p.getMemory());
        OracleSupport.call(tool, "addAsObserver");  // what its Connect button does
        Memory.swapInstance(before);
        try {
            p.simulate();
            OracleSupport.answer("exit", p.getExitCode());
        } catch (Exception e) {  // e.g. the memory reference grid's own index error
            OracleSupport.answer("error", e);
        }
        OracleSupport.show(tool, kind, new String[]{"R", "R4", "I", "S", "B", "U", "J"}, a);
        before = Memory.swapInstance(p.getMemory());
        OracleSupport.call(tool, "deleteAsObserver");  // what its Disconnect button does
        Memory.swapInstance(before);
        ArrayList<Register> registers = new ArrayList<>();  // e.g. the BHT's program counter
        registers.add(RegisterFile.getProgramCounterRegister());
        registers.addAll(java.util.Arrays.asList(RegisterFile.getRegisters()));
        registers.addAll(java.util.Arrays.asList(FloatingPointRegisterFile.getRegisters()));
        registers.addAll(java.util.Arrays.asList(ControlAndStatusRegisterFile.getRegisters()));
        OracleSupport.release(tool, registers.toArray(new Register[0]));
    }
}
