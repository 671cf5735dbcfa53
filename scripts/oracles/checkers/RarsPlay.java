// Plays a keyboard-driven MMIO program in the real RARS 1.6 Keyboard and Display MMIO
// Simulator (stand-alone mode, under a virtual X display) and prints its final screen.
//
// Developer tool for recording facts; rarslite's tests never need Java. Build and run:
//   javac -cp rars.jar -d OUT RarsPlay.java
//   xvfb-run -a java -cp rars.jar:OUT RarsPlay PROGRAM.s KEYS_FILE [COLS ROWS]
// Each key is typed once the previous one has been taken (the receiver's ready bit was
// cleared by the handler's read, then the program's PENDING_KEY word is zero again).
import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.awt.event.KeyListener;
import java.io.File;
import java.lang.reflect.Field;
import java.nio.file.Files;
import javax.swing.JButton;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;

import rars.Globals;
import rars.riscv.hardware.Memory;
import rars.tools.AbstractToolAndApplication;
import rars.tools.KeyboardAndDisplaySimulator;

public class RarsPlay {
    static Object field(Object target, Class<?> owner, String name) throws Exception {
        Field f = owner.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(target);
    }

    static int word(int address) {
        try {
            return Memory.getInstance().getWordNoNotify(address);
        } catch (Exception e) {
            return -1;
        }
    }

    static boolean waitFor(int address, boolean nonZero, long timeoutMs) throws Exception {
        long end = System.currentTimeMillis() + timeoutMs;
        while (System.currentTimeMillis() < end) {
            if ((word(address) != 0) == nonZero) return true;
            Thread.sleep(2);
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        String program = new File(args[0]).getCanonicalPath();
        byte[] keys = Files.readAllBytes(new File(args[1]).toPath());
        int cols = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        int rows = args.length > 3 ? Integer.parseInt(args[3]) : 22;
        // size the display so the grid has at least cols x rows cells (7x17 px per cell here)
        KeyboardAndDisplaySimulator.preferredTextAreaDimension =
                new Dimension((cols + 2) * 7 + 16, (rows + 2) * 17 + 16);
        KeyboardAndDisplaySimulator tool = new KeyboardAndDisplaySimulator("rarsplay", "rarsplay");
        SwingUtilities.invokeAndWait(tool::go);
        Field file = AbstractToolAndApplication.class.getDeclaredField("mostRecentlyOpenedFile");
        file.setAccessible(true);
        file.set(tool, new File(program));
        JButton run = (JButton) field(tool, AbstractToolAndApplication.class, "assembleRunButton");
        SwingUtilities.invokeAndWait(() -> { run.setEnabled(true); run.doClick(); });
        JTextArea keyboard = (JTextArea) field(tool, KeyboardAndDisplaySimulator.class,
                "keyEventAccepter");
        JTextArea display = (JTextArea) field(tool, KeyboardAndDisplaySimulator.class, "display");
        // wait for the program to be assembled and running
        int pending = 0;
        for (int i = 0; i < 500 && pending == 0; i++) {
            Thread.sleep(10);
            if (Globals.program != null && Globals.program.getLocalSymbolTable() != null) {
                int a = Globals.program.getLocalSymbolTable().getAddress("PENDING_KEY");
                if (a != -1) pending = a;
            }
        }
        if (pending == 0) throw new IllegalStateException("no PENDING_KEY label");
        Thread.sleep(1500);  // the board is drawn
        for (byte b : keys) {
            char ch = (char) (b & 0xFF);
            SwingUtilities.invokeAndWait(() -> {
                KeyEvent e = new KeyEvent(keyboard, KeyEvent.KEY_TYPED, System.currentTimeMillis(),
                        0, KeyEvent.VK_UNDEFINED, ch);
                for (KeyListener l : keyboard.getKeyListeners()) l.keyTyped(e);
            });
            // the handler read the key (receiver ready bit cleared), then the game loop
            // processed it (PENDING_KEY back to zero)
            long end = System.currentTimeMillis() + 5000;
            while ((word(Memory.memoryMapBaseAddress) & 1) != 0
                    && System.currentTimeMillis() < end) {
                Thread.sleep(1);
            }
            if ((word(Memory.memoryMapBaseAddress) & 1) != 0) {
                System.err.println("key " + (int) ch + " was not taken");
                break;
            }
            Thread.sleep(5);
            if (!waitFor(pending, false, 20000)) {
                System.err.println("key " + (int) ch + " was not processed");
                break;
            }
        }
        Thread.sleep(1000);
        String[] text = new String[1];
        SwingUtilities.invokeAndWait(() -> text[0] = display.getText());
        for (String line : text[0].split("\n", -1)) {
            System.out.println(line.replaceAll("\\s+$", ""));
        }
        System.exit(0);
    }
}
