// DigitalLabOracle's counterpart for MARS 4.5's Digital Lab Sim (see DigitalLabOracle.java):
// the program is assembled and run as MARS's command line does, and the observer watches the
// user text (the tool's instructions) and the kernel text, noting the fetch count at every
// fetch of the exception handler (0x80000180).
// Requests (OracleSupport.serve), one a line: PROGRAM.asm MAXSTEPS [KEY@N | -@N]...
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Observable;
import java.util.Observer;
import mars.Globals;
import mars.MIPSprogram;
import mars.ProcessingException;
import mars.mips.hardware.AccessNotice;
import mars.mips.hardware.Coprocessor0;
import mars.mips.hardware.Coprocessor1;
import mars.mips.hardware.Memory;
import mars.mips.hardware.MemoryAccessNotice;
import mars.mips.hardware.RegisterFile;

public class MarsDigitalLabOracle {
    public static void main(String[] args) throws Exception {
        OracleSupport.serve(() -> Globals.initialize(false), MarsDigitalLabOracle::record);
    }

    static void record(String[] a) throws Exception {
        MIPSprogram code = new MIPSprogram();
        ArrayList<String> files = new ArrayList<>();
        files.add(a[0]);
        code.assemble(code.prepareFilesForAssembly(files, a[0], null), true, false);
        RegisterFile.resetRegisters();
        Coprocessor1.resetRegisters();
        Coprocessor0.resetRegisters();
        RegisterFile.initializeProgramCounter(false);
        mars.simulator.Simulator.externalInterruptingDevice = 0;
        mars.tools.DigitalLabSim tool = new mars.tools.DigitalLabSim();
        DigitalLabSupport lab = new DigitalLabSupport(tool, Arrays.copyOfRange(a, 2, a.length));
        lab.fresh();
        Observer watcher = (Observable o, Object arg) -> {
            MemoryAccessNotice n = (MemoryAccessNotice) arg;
            if (n.getAccessType() != AccessNotice.READ || n.getLength() != 4) return;
            int addr = n.getAddress();
            try {
                if (addr == Memory.exceptionHandlerAddress) {  // MARS's probe, then the fetch
                    if (lab.entries.isEmpty() || lab.entries.get(lab.entries.size() - 1) != lab.fetched)
                        lab.entries.add(lab.fetched);
                }
                else if (addr >= Memory.textBaseAddress && addr <= Memory.textLimitAddress) lab.fetch();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
        Globals.memory.addObserver(watcher, Memory.textBaseAddress, Memory.textLimitAddress);
        Globals.memory.addObserver(watcher, Memory.kernelTextBaseAddress, Memory.kernelTextLimitAddress);
        OracleSupport.call(tool, "addAsObserver");  // what its Connect button does
        PrintStream out = System.out;
        ByteArrayOutputStream programOut = new ByteArrayOutputStream();
        System.setOut(new PrintStream(programOut, true));
        String reason;
        try {
            reason = code.simulate(Integer.parseInt(a[1])) ? "exit" : "max_steps";
        } catch (ProcessingException e) {
            reason = "error";
        } finally {
            System.setOut(out);
        }
        Globals.memory.deleteObserver(watcher);
        OracleSupport.call(tool, "deleteAsObserver");  // the next request's memory is the same
        OracleSupport.answer("reason", reason);
        OracleSupport.answer("stdout", DigitalLabSupport.escape(programOut.toString()));
        int codeByte = Globals.memory.getByte(Memory.memoryMapBaseAddress + 0x14) & 0xFF;
        lab.show(codeByte);
    }
}
