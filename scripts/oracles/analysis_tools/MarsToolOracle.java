// ToolOracle's counterpart for MARS 4.5's tools (see ToolOracle.java): the program is assembled
// and run as MARS's command line does (MIPSprogram; its simulator thread is named "MIPS", as
// the tools require). A request may start with "smc " (the smc setting); MARS has no "rv64".
// After each request the tool is disconnected (memory and registers) and its window disposed.
import java.util.ArrayList;
import java.util.Arrays;
import mars.Globals;
import mars.MIPSprogram;
import mars.Settings;
import mars.mips.hardware.Coprocessor0;
import mars.mips.hardware.Coprocessor1;
import mars.mips.hardware.Register;
import mars.mips.hardware.RegisterFile;
import mars.tools.AbstractMarsToolAndApplication;

public class MarsToolOracle {
    public static void main(String[] args) throws Exception {
        OracleSupport.serve(() -> Globals.initialize(false), MarsToolOracle::record);
    }

    static void record(String[] request) throws Exception {
        boolean smc = OracleSupport.flag(request, "smc");
        if (OracleSupport.flag(request, "rv64")) throw new IllegalArgumentException("MARS has no rv64");
        String[] a = OracleSupport.request(request);
        Globals.getSettings().setBooleanSettingNonPersistent(Settings.SELF_MODIFYING_CODE_ENABLED, smc);
        if (a[1].equals("fp")) {  // "- fp hex|dec|bin TEXT...": no program
            OracleSupport.floatRequest(new mars.tools.FloatRepresentation(), a);
            return;
        }
        MIPSprogram code = new MIPSprogram();
        ArrayList<String> files = new ArrayList<>();
        files.add(a[0]);
        code.assemble(code.prepareFilesForAssembly(files, a[0], null), true, false);
        RegisterFile.resetRegisters();
        Coprocessor1.resetRegisters();
        Coprocessor0.resetRegisters();
        RegisterFile.initializeProgramCounter(false);
        String kind = a[1];
        AbstractMarsToolAndApplication tool;
        switch (kind) {
            case "counter": tool = new mars.tools.InstructionCounter(); break;
            case "stats": tool = new mars.tools.InstructionStatistics(); break;
            case "cache": tool = new mars.tools.CacheSimulator(); break;
            case "bht": tool = new mars.tools.BHTSimulator(); break;
            case "memref": tool = new mars.tools.MemoryReferenceVisualization(); break;
            default: throw new IllegalArgumentException(kind);
        }
        OracleSupport.call(tool, "initializePreGUI");
        OracleSupport.call(tool, "buildMainDisplayArea");
        OracleSupport.call(tool, "initializePostGUI");
        OracleSupport.configure(tool, kind, a);
        OracleSupport.call(tool, "reset");
        OracleSupport.call(tool, "addAsObserver");  // what its Connect button does
        try {
            code.simulate(5_000_000);
        } catch (Exception e) {  // e.g. the memory reference grid's own index error
            OracleSupport.answer("error", e);
        }
        OracleSupport.call(tool, "deleteAsObserver");  // the next request's memory is the same
        Globals.memory.deleteObservers();  // deleteAsObserver leaves its empty range entries behind
        OracleSupport.show(tool, kind, new String[]{"R", "I", "J"}, a);
        ArrayList<Register> registers = new ArrayList<>();  // e.g. the BHT's program counter
        registers.add(RegisterFile.getProgramCounterRegister());
        registers.addAll(Arrays.asList(RegisterFile.getRegisters()));
        registers.addAll(Arrays.asList(Coprocessor0.getRegisters()));
        registers.addAll(Arrays.asList(Coprocessor1.getRegisters()));
        OracleSupport.release(tool, registers.toArray(new Register[0]));
    }
}
