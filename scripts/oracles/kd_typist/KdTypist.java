// Types a key script into RARS 1.6's or MARS 4.5's own Keyboard and Display MMIO tool the way
// a person would, and prints the final screen. Developer tool for recording test facts
// (rarslite's tests never need Java); see scripts/oracles/record_kdmmio_patterns.py. The jar on the class path decides which tool (reflection:
// one source for both).
//
//   javac -sourcepath EMPTY_DIR -d OUT KdTypist.java
//   xvfb-run -a java -cp JAR:OUT KdTypist PROGRAM KEYS_FILE COLS ROWS
//
// The tool runs stand-alone (its own Assemble and Run button). A key is typed once the
// display has not changed for SETTLE_MS (the program shows what it wants to show and is
// ready), and after a typed key the typist waits up to TAKE_MS for the program to read it
// (receiver ready bit cleared) before it goes on. The screen is printed once the display has
// not changed for END_SETTLE_MS after the last key (or the program ended).
import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.awt.event.KeyListener;
import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import javax.swing.JButton;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;

public class KdTypist {
    static final long SETTLE_MS = 800, TAKE_MS = 3000, END_SETTLE_MS = 2500, MAX_WAIT_MS = 20000;

    static Object field(Object target, Class<?> owner, String name) throws Exception {
        Field f = owner.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(target);
    }

    static final boolean MARS = exists("mars.tools.KeyboardAndDisplaySimulator");
    static final String TOOL = MARS ? "mars.tools.KeyboardAndDisplaySimulator"
            : "rars.tools.KeyboardAndDisplaySimulator";
    static final String APP = MARS ? "mars.tools.AbstractMarsToolAndApplication"
            : "rars.tools.AbstractToolAndApplication";
    static final String MEMORY = MARS ? "mars.mips.hardware.Memory" : "rars.riscv.hardware.Memory";

    static boolean exists(String name) {
        try {
            Class.forName(name, false, KdTypist.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    static int receiverControl() {
        try {
            Class<?> memory = Class.forName(MEMORY);
            Object instance = MARS ? Class.forName("mars.Globals").getField("memory").get(null)
                    : memory.getMethod("getInstance").invoke(null);
            int base = memory.getField("memoryMapBaseAddress").getInt(null);
            Method get = memory.getMethod("getWordNoNotify", int.class);
            return (Integer) get.invoke(instance, base);
        } catch (Exception e) {
            return 0;
        }
    }

    static String text(JTextArea display) throws Exception {
        String[] t = new String[1];
        SwingUtilities.invokeAndWait(() -> t[0] = display.getText());
        return t[0];
    }

    // wait until the display text stays the same for settleMs (at most MAX_WAIT_MS)
    static void settle(JTextArea display, long settleMs) throws Exception {
        long end = System.currentTimeMillis() + MAX_WAIT_MS;
        String last = text(display);
        long since = System.currentTimeMillis();
        while (System.currentTimeMillis() < end) {
            Thread.sleep(50);
            String now = text(display);
            if (!now.equals(last)) {
                last = now;
                since = System.currentTimeMillis();
            } else if (System.currentTimeMillis() - since >= settleMs) {
                return;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        String program = new File(args[0]).getCanonicalPath();
        byte[] keys = Files.readAllBytes(new File(args[1]).toPath());
        int cols = Integer.parseInt(args[2]), rows = Integer.parseInt(args[3]);
        // the tool derives its grid from the text area's size (7x17 pixels per cell here)
        Class<?> toolClass = Class.forName(TOOL), app = Class.forName(APP);
        toolClass.getField("preferredTextAreaDimension")
                .set(null, new Dimension((cols + 2) * 7 + 16, (rows + 2) * 17 + 16));
        Object tool = toolClass.getConstructor(String.class, String.class)
                .newInstance("typist", "typist");
        Method go = toolClass.getMethod("go");
        SwingUtilities.invokeAndWait(() -> {
            try {
                go.invoke(tool);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Field file = app.getDeclaredField("mostRecentlyOpenedFile");
        file.setAccessible(true);
        file.set(tool, new File(program));
        JButton run = (JButton) field(tool, app, "assembleRunButton");
        SwingUtilities.invokeAndWait(() -> { run.setEnabled(true); run.doClick(); });
        JTextArea keyboard = (JTextArea) field(tool, toolClass, "keyEventAccepter");
        JTextArea display = (JTextArea) field(tool, toolClass, "display");
        Thread.sleep(1000);
        for (byte b : keys) {
            settle(display, SETTLE_MS);
            char ch = (char) (b & 0xFF);
            SwingUtilities.invokeAndWait(() -> {
                KeyEvent e = new KeyEvent(keyboard, KeyEvent.KEY_TYPED, System.currentTimeMillis(),
                        0, KeyEvent.VK_UNDEFINED, ch);
                for (KeyListener l : keyboard.getKeyListeners()) l.keyTyped(e);
            });
            long end = System.currentTimeMillis() + TAKE_MS;
            while ((receiverControl() & 1) != 0 && System.currentTimeMillis() < end) {
                Thread.sleep(2);
            }
            System.err.println("key " + (int) ch
                    + ((receiverControl() & 1) != 0 ? " not taken" : " taken"));
        }
        settle(display, END_SETTLE_MS);
        for (String line : text(display).split("\n", -1)) {
            System.out.println(line.replaceAll("\\s+$", ""));
        }
        System.exit(0);
    }
}
