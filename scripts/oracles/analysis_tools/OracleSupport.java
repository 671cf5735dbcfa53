// Reflection helpers and the request loop shared by ToolOracle (RARS) and MarsToolOracle (MARS).
import java.awt.Graphics2D;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.KeyListener;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Observable;
import java.util.Observer;
import javax.imageio.ImageIO;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JTextField;
import javax.swing.table.TableModel;

public class OracleSupport {
    public interface Recorder {
        void record(String[] request) throws Exception;
    }

    public interface Setup {
        void run() throws Exception;
    }

    /** Every line of the answer stream (the process's stdout) starts with this; record.py's
     *  parse reads only such lines. */
    public static final String MARK = "~oracle~ ";
    /** Words a request may start with, before PROGRAM. */
    static final List<String> FLAGS = List.of("smc", "rv64");

    private static PrintStream answers;

    /** Answers one request a line on stdin: "~oracle~ request LINE", "~oracle~ answer KEY=VALUE"
     *  lines, "~oracle~ end". Before ``setup`` runs, stdout is kept for the answers alone:
     *  System.out becomes stderr (the simulated program's console and any library's prints go
     *  there) and System.in an empty stream (a program's reads cannot consume requests). */
    public static void serve(Setup setup, Recorder recorder) throws Exception {
        answers = System.out;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.setOut(System.err);
        System.setIn(new ByteArrayInputStream(new byte[0]));
        setup.run();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank()) continue;
            answers.println(MARK + "request " + line.trim());
            recorder.record(line.trim().split("\\s+"));
            answers.println(MARK + "end");
            answers.flush();
        }
        System.exit(0);
    }

    /** One KEY=VALUE line of the current request's answer (a line break in it is an error: its
     *  rest would be an unmarked line, not part of the answer). */
    public static void answer(String key, Object value) {
        String line = key + "=" + value;
        if (line.contains("\n") || line.contains("\r")) throw new IllegalArgumentException(line);
        answers.println(MARK + "answer " + line);
    }

    /** The tool disconnected from ``watched`` (the registers it may observe; its memory
     *  observer is the harness's to delete) and its window disposed, so that no later run
     *  notifies it. */
    @SuppressWarnings("deprecation")  // Observable: what both simulators' registers are
    public static <T extends Window & Observer> void release(T tool, Observable... watched) {
        for (Observable o : watched) o.deleteObserver(tool);
        tool.dispose();
    }

    /** Whether a request starts with FLAG (one of FLAGS: "smc PROGRAM TOOL ...", self-modifying
     *  code; "rv64 ...", RARS's 64-bit mode), alone or with the others. */
    public static boolean flag(String[] request, String flag) {
        return Arrays.asList(request).subList(0, request.length - request(request).length).contains(flag);
    }

    /** The request without its flag words. */
    public static String[] request(String[] request) {
        int i = 0;
        while (i < request.length && FLAGS.contains(request[i])) i++;
        return Arrays.copyOfRange(request, i, request.length);
    }

    public static Object field(Object o, String name) throws Exception {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(o);
            } catch (NoSuchFieldException e) { /* look in the superclass */ }
        }
        throw new NoSuchFieldException(name);
    }

    public static Object call(Object o, String name) throws Exception {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Method m = c.getDeclaredMethod(name);
                m.setAccessible(true);
                return m.invoke(o);
            } catch (NoSuchMethodException e) { /* look in the superclass */ }
        }
        throw new NoSuchMethodException(name);
    }

    public static String text(Object o, String name) throws Exception {
        return ((JTextField) field(o, name)).getText();
    }

    public static void choose(Object combo, String item) {
        JComboBox<?> box = (JComboBox<?>) combo;
        for (int i = 0; i < box.getItemCount(); i++) {
            if (String.valueOf(box.getItemAt(i)).equals(item)) {
                box.setSelectedIndex(i);
                return;
            }
        }
        throw new IllegalArgumentException("no choice " + item);
    }

    /** A tool's settings, by the request's words after PROGRAM and TOOL. */
    public static void configure(Object tool, String kind, String[] a) throws Exception {
        if (kind.equals("cache")) {
            ((JComboBox<?>) field(tool, "cachePlacementSelector")).setSelectedIndex(Integer.parseInt(a[2]));
            ((JComboBox<?>) field(tool, "cacheReplacementSelector")).setSelectedIndex(Integer.parseInt(a[3]));
            choose(field(tool, "cacheBlockCountSelector"), a[4]);
            choose(field(tool, "cacheBlockSizeSelector"), a[5]);
            choose(field(tool, "cacheSetSizeSelector"), a[6]);
        } else if (kind.equals("memref")) {
            // WORDS-PER-UNIT UNIT-WIDTH UNIT-HEIGHT DISPLAY-WIDTH DISPLAY-HEIGHT BASE-INDEX PNG
            choose(field(tool, "wordsPerUnitSelector"), a[2]);
            choose(field(tool, "visualizationUnitPixelWidthSelector"), a[3]);
            choose(field(tool, "visualizationUnitPixelHeightSelector"), a[4]);
            choose(field(tool, "visualizationPixelWidthSelector"), a[5]);
            choose(field(tool, "visualizationPixelHeightSelector"), a[6]);
            ((JComboBox<?>) field(tool, "displayBaseAddressSelector")).setSelectedIndex(Integer.parseInt(a[7]));
        } else if (kind.equals("bht")) {
            Object gui = field(tool, "m_gui");
            choose(call(gui, "getCbBHTentries"), a[2]);
            choose(call(gui, "getCbBHThistory"), a[3]);
            choose(call(gui, "getCbBHTinitVal"), a[4].equals("1") ? "TAKE" : "NOT TAKE");
        }
    }

    /** What the tool shows, as answers (a "row" answer per row of the BHT's table or memref's grid). */
    public static void show(Object tool, String kind, String[] formats, String[] request) throws Exception {
        switch (kind) {
            case "counter":
                answer("total", text(tool, "counterField"));
                for (String f : formats) {
                    answer(f, text(tool, "counter" + f + "Field"));
                    answer(f + "%", ((javax.swing.JProgressBar) field(tool, "progressbar" + f)).getString());
                }
                break;
            case "stats": {
                answer("total", text(tool, "m_tfTotalCounter"));
                JTextField[] fields = (JTextField[]) field(tool, "m_tfCounters");
                String[] labels = (String[]) field(tool, "m_categoryLabels");
                for (int i = 0; i < fields.length; i++) {
                    answer(labels[i], fields[i].getText());
                }
                break;
            }
            case "cache":
                answer("accesses", text(tool, "memoryAccessCountDisplay"));
                answer("hits", text(tool, "cacheHitCountDisplay"));
                answer("misses", text(tool, "cacheMissCountDisplay"));
                answer("rate", ((javax.swing.JProgressBar) field(tool, "cacheHitRateDisplay")).getString());
                break;
            case "bht": {
                TableModel model = (TableModel) field(tool, "m_bhtModel");
                for (int r = 0; r < model.getRowCount(); r++) {
                    StringBuilder row = new StringBuilder();
                    for (int c = 0; c < model.getColumnCount(); c++) {
                        row.append(c > 0 ? "|" : "").append(model.getValueAt(r, c));
                    }
                    answer("row", row);
                }
                break;
            }
            case "memref": {
                // the grid's counts, one row a line, and the canvas as the tool paints it
                Object grid = field(tool, "theGrid");
                for (int[] row : (int[][]) field(grid, "grid")) {
                    StringBuilder line = new StringBuilder();
                    for (int c = 0; c < row.length; c++) line.append(c > 0 ? "," : "").append(row[c]);
                    answer("row", line);
                }
                JComponent canvas = (JComponent) field(tool, "canvas");
                int w = (Integer) field(tool, "visualizationAreaWidthInPixels");
                int h = (Integer) field(tool, "visualizationAreaHeightInPixels");
                BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = image.createGraphics();
                canvas.paint(g);
                g.dispose();
                ImageIO.write(image, "png", new File(request[8]));
                break;
            }
            default:
                throw new IllegalArgumentException(kind);
        }
    }

    /** Floating Point Representation: type TEXT into one field (hex, dec, or the three binary
     *  fields "bin SIGN EXPONENT FRACTION"), press Enter as a person would, answer every field. */
    public static void floatRequest(Object tool, String[] a) throws Exception {
        call(tool, "initializePreGUI");
        javax.swing.JFrame frame = new javax.swing.JFrame();  // its formula graphic draws at once
        frame.add((JComponent) call(tool, "buildMainDisplayArea"));
        frame.pack();
        frame.setVisible(true);
        call(tool, "initializePostGUI");
        JTextField target;
        switch (a[2]) {
            case "hex": target = (JTextField) field(tool, "hexDisplay"); target.setText(a.length > 3 ? a[3] : ""); break;
            case "dec": target = (JTextField) field(tool, "decimalDisplay"); target.setText(a.length > 3 ? a[3] : ""); break;
            case "bin":
                ((JTextField) field(tool, "binarySignDisplay")).setText(a[3]);
                ((JTextField) field(tool, "binaryExponentDisplay")).setText(a[4]);
                target = (JTextField) field(tool, "binaryFractionDisplay");
                target.setText(a[5]);
                break;
            default: throw new IllegalArgumentException(a[2]);
        }
        KeyEvent enter = new KeyEvent(target, KeyEvent.KEY_PRESSED, 0L, 0, KeyEvent.VK_ENTER, '\n');
        for (KeyListener l : target.getKeyListeners()) l.keyPressed(enter);
        answer("hex", text(tool, "hexDisplay"));
        answer("sign", text(tool, "binarySignDisplay"));
        answer("exponent", text(tool, "binaryExponentDisplay"));
        answer("fraction", text(tool, "binaryFractionDisplay"));
        answer("decimal", text(tool, "decimalDisplay"));
        answer("expansion", ((JLabel) field(tool, "expansionDisplay")).getText());
        answer("significand", ((JLabel) field(tool, "significandLabel")).getText());
        answer("instructions", ((JLabel) field(tool, "instructions")).getText());
        frame.dispose();
        ((Window) tool).dispose();
    }
}
