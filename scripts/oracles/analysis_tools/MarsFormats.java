// Prints every MARS 4.5 basic instruction's mnemonic and format (what its Instruction
// Counter sees); record.py writes them to tests/data/tools/mars_formats.txt.
import mars.Globals;
import mars.mips.instructions.BasicInstruction;
import mars.mips.instructions.BasicInstructionFormat;
import mars.mips.instructions.Instruction;

public class MarsFormats {
    public static void main(String[] a) {
        Globals.initialize(false);
        for (Object o : Globals.instructionSet.getInstructionList()) {
            if (o instanceof BasicInstruction) {
                Instruction i = (Instruction) o;
                BasicInstructionFormat f = ((BasicInstruction) i).getInstructionFormat();
                String name = f == BasicInstructionFormat.R_FORMAT ? "R"
                        : f == BasicInstructionFormat.I_FORMAT ? "I"
                        : f == BasicInstructionFormat.I_BRANCH_FORMAT ? "I_BRANCH"
                        : f == BasicInstructionFormat.J_FORMAT ? "J" : "?";
                System.out.println(i.getName() + " " + name);
            }
        }
    }
}
