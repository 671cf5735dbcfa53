// What DigitalLabOracle (RARS) and MarsDigitalLabOracle (MARS) share: the keypad script, the
// clicks on the tool's own buttons, and the read-back of what the tool shows. The simulator
// side (its memory observer) is in each harness; scripts/oracles/analysis_tools/record_digital_lab.py
// drives them.
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.awt.event.MouseListener;
import java.awt.image.BufferedImage;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;

public class DigitalLabSupport {
    /** Segment a..g and the dot: a point inside each shape the tool paints (60x80 digit). */
    static final int[][] SEGMENT_POINTS = {
        {24, 8}, {40, 24}, {40, 56}, {24, 72}, {8, 56}, {8, 24}, {24, 40}, {53, 72}};
    static final String SEGMENT_NAMES = "abcdefg.";

    final Object tool;
    final long[] at;     // instruction counts of the clicks
    final int[] keys;    // key, or -1 for a release
    int next = 0;
    long fetched = 0;    // text-segment fetch notices so far (the tool's instructions)
    final List<Long> entries = new ArrayList<>();  // fetch counts at handler-address fetches

    DigitalLabSupport(Object tool, String[] script) {
        this.tool = tool;
        at = new long[script.length];
        keys = new int[script.length];
        for (int i = 0; i < script.length; i++) {
            String[] kv = script[i].split("@");
            keys[i] = kv[0].equals("-") ? -1 : Integer.parseInt(kv[0], 16);
            at[i] = Long.parseLong(kv[1]);
        }
    }

    static Object staticField(Class<?> c, String name) throws Exception {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(null);
    }

    static void setStatic(Class<?> c, String name, Object value) throws Exception {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        f.set(null, value);
    }

    /** The tool as a fresh window would have it (its state is static: kept across runs). */
    void fresh() throws Exception {
        OracleSupport.call(tool, "initializePreGUI");
        OracleSupport.call(tool, "buildMainDisplayArea");
        OracleSupport.call(tool, "initializePostGUI");
        OracleSupport.call(tool, "reset");
        setStatic(tool.getClass(), "KeyboardInterruptOnOff", false);
    }

    /** One fetch notice in the text segment: click what is due, then count it. */
    void fetch() throws Exception {
        fetched++;
        while (next < at.length && at[next] <= fetched) {
            int key = keys[next++];
            int held = (Integer) staticField(tool.getClass(), "KeyBoardValueButtonClick");
            if (key == -1 && held == -1) continue;  // nothing to release
            click(key == -1 ? held : key);
        }
    }

    /** A click on keypad button ``key`` through the button's own mouse listener. */
    void click(int key) throws Exception {
        Object panel = OracleSupport.field(tool, "hexaKeyPanel");
        JButton button = (JButton) Array.get(OracleSupport.field(panel, "button"), key);
        MouseEvent e = new MouseEvent(button, MouseEvent.MOUSE_CLICKED, 0, 0, 5, 5, 1, false);
        for (MouseListener l : button.getMouseListeners()) {
            if (l.getClass().getName().contains("EcouteurClick")) l.mouseClicked(e);
        }
    }

    /** What the tool shows and holds, as answers (OracleSupport.answer). */
    void show(int codeByte) throws Exception {
        Class<?> c = tool.getClass();
        Object panel = OracleSupport.field(tool, "sevenSegPanel");
        Object displays = OracleSupport.field(panel, "display");
        String[] sides = {"left", "right"};  // display[0] is the left digit (base + 0x11)
        for (int i = 0; i < 2; i++) {
            Component digit = (Component) Array.get(displays, i);
            char aff = (Character) OracleSupport.field(digit, "aff");
            OracleSupport.answer(sides[i], (int) aff);
            // paint it once, as the screen would (the tool's paint consumes aff)
            BufferedImage img = new BufferedImage(60, 80, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            digit.paint(g);
            g.dispose();
            StringBuilder lit = new StringBuilder();
            for (int s = 0; s < 8; s++) {
                int rgb = img.getRGB(SEGMENT_POINTS[s][0], SEGMENT_POINTS[s][1]) & 0xFFFFFF;
                if (rgb == (Color.RED.getRGB() & 0xFFFFFF)) lit.append(SEGMENT_NAMES.charAt(s));
                else if (rgb != (Color.LIGHT_GRAY.getRGB() & 0xFFFFFF))
                    throw new IllegalStateException("segment colour " + Integer.toHexString(rgb));
            }
            OracleSupport.answer(sides[i] + "_segments", lit);
        }
        OracleSupport.answer("held", staticField(c, "KeyBoardValueButtonClick"));
        OracleSupport.answer("code", codeByte);
        OracleSupport.answer("keypad_interrupt", staticField(c, "KeyboardInterruptOnOff"));
        OracleSupport.answer("counter_interrupt", staticField(c, "CounterInterruptOnOff"));
        OracleSupport.answer("counter", staticField(c, "CounterValue"));
        OracleSupport.answer("fetched", fetched);
        StringBuilder s = new StringBuilder();
        for (Long n : entries) s.append(s.length() > 0 ? "," : "").append(n);
        OracleSupport.answer("handler_entries", s);
    }

    static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\n", "\\n");
    }
}
