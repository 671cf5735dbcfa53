// Prints every RARS 1.6 basic instruction's mnemonic and the format its Instruction Counter
// sees (record.py compares them with rarslite's table; RARS's formats are not the encoding's
// for a few instructions).
import rars.Globals;
import rars.riscv.BasicInstruction;
import rars.riscv.Instruction;

public class RarsFormats {
    public static void main(String[] a) {
        Globals.initialize();
        if (a.length > 0) {  // "64": RARS's 64-bit mode's instruction set
            Globals.getSettings().setBooleanSettingNonPersistent(rars.Settings.Bool.RV64_ENABLED, true);
            rars.riscv.InstructionSet.rv64 = true;
            Globals.instructionSet.populate();
        }
        for (Instruction i : Globals.instructionSet.getInstructionList()) {
            if (i instanceof BasicInstruction) {
                System.out.println(i.getName() + " " + ((BasicInstruction) i).getInstructionFormat());
            }
        }
    }
}
