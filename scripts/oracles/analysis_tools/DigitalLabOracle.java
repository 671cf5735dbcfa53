// Records what RARS 1.6's Digital Lab Sim shows for a program and a keypad script
// (scripts/oracles/analysis_tools/record_digital_lab.py drives it; tests never need Java). The tool is
// created in this JVM (run under xvfb-run), connected to the program's memory as its Connect
// button does, and clicked through its own buttons' listeners at exact instruction counts by
// a memory observer registered before the tool's (so at the same fetch notice the click comes
// first). The observer also notes the fetch count at every fetch of the handler's address
// (utvec): RARS's probe of the handler and its first instruction.
// Requests (OracleSupport.serve), one a line: PROGRAM.s MAXSTEPS [KEY@N | -@N]...
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Observable;
import java.util.Observer;
import rars.api.Options;
import rars.api.Program;
import rars.riscv.hardware.AccessNotice;
import rars.riscv.hardware.ControlAndStatusRegisterFile;
import rars.riscv.hardware.Memory;
import rars.riscv.hardware.MemoryAccessNotice;

public class DigitalLabOracle {
    public static void main(String[] args) throws Exception {
        OracleSupport.serve(() -> Thread.currentThread().setName("RISCV oracle"), DigitalLabOracle::record);
    }

    static void record(String[] a) throws Exception {
        Options opt = new Options();
        opt.maxSteps = Integer.parseInt(a[1]);
        Program p = new Program(opt);
        p.assemble(a[0]);
        p.setup(new ArrayList<>(), "");
        rars.tools.DigitalLabSim tool = new rars.tools.DigitalLabSim();
        DigitalLabSupport lab = new DigitalLabSupport(tool, Arrays.copyOfRange(a, 2, a.length));
        lab.fresh();
        Observer watcher = (Observable o, Object arg) -> {
            MemoryAccessNotice n = (MemoryAccessNotice) arg;
            if (n.getAccessType() != AccessNotice.READ || n.getLength() != 4) return;
            if (n.getAddress() < Memory.textBaseAddress || n.getAddress() > Memory.textLimitAddress) return;
            try {
                if (n.getAddress() == (ControlAndStatusRegisterFile.getValue("utvec") & ~3))
                    lab.entries.add(lab.fetched + 1);
                lab.fetch();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
        Memory before = Memory.swapInstance(p.getMemory());
        Memory.getInstance().addObserver(watcher, Memory.textBaseAddress, Memory.textLimitAddress);
        OracleSupport.call(tool, "addAsObserver");  // what its Connect button does
        Memory.swapInstance(before);
        String reason;
        try {
            reason = String.valueOf(p.simulate());
        } catch (rars.SimulationException e) {
            reason = "error " + e.getMessage();
        }
        OracleSupport.answer("reason", reason);
        OracleSupport.answer("exit", p.getExitCode());
        OracleSupport.answer("stdout", DigitalLabSupport.escape(p.getSTDOUT()));
        int code = p.getMemory().getByte(Memory.memoryMapBaseAddress + 0x14) & 0xFF;
        lab.show(code);
    }
}
