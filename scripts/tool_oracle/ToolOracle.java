// Records what RARS 1.6's analysis tools display for one program (scripts/tool_oracle/record.py
// drives it; tests never need Java). The tool object is created in this JVM (a JFrame: run under
// xvfb-run), its settings are chosen through its own combo boxes, it is connected to the
// simulation memory as its Connect button would, the program runs through RARS's rars.api on a
// thread named like RARS's simulator thread (tools ignore notices from other threads), and the
// numbers are read back from the tool's own display fields. Output: key=value lines.
//
// Reads one request a line on stdin (each answered by "== request", key=value lines, "== end"):
//   PROGRAM.s counter|stats
//   PROGRAM.s cache PLACEMENT(0-2) REPLACEMENT(0-1) BLOCKS WORDS SETSIZE
//   PROGRAM.s bht ENTRIES HISTORY TAKE(0|1)
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import javax.swing.JComboBox;
import javax.swing.JProgressBar;
import javax.swing.JTextField;
import javax.swing.table.TableModel;
import rars.api.Options;
import rars.api.Program;
import rars.riscv.hardware.Memory;
import rars.tools.AbstractToolAndApplication;

public class ToolOracle {
    static Object field(Object o, String name) throws Exception {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(o);
            } catch (NoSuchFieldException e) { /* look in the superclass */ }
        }
        throw new NoSuchFieldException(name);
    }

    static Object call(Object o, String name) throws Exception {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Method m = c.getDeclaredMethod(name);
                m.setAccessible(true);
                return m.invoke(o);
            } catch (NoSuchMethodException e) { /* look in the superclass */ }
        }
        throw new NoSuchMethodException(name);
    }

    static String text(Object o, String name) throws Exception {
        return ((JTextField) field(o, name)).getText();
    }

    static void choose(Object combo, String item) {
        JComboBox<?> box = (JComboBox<?>) combo;
        for (int i = 0; i < box.getItemCount(); i++) {
            if (String.valueOf(box.getItemAt(i)).equals(item)) {
                box.setSelectedIndex(i);
                return;
            }
        }
        throw new IllegalArgumentException("no choice " + item);
    }

    public static void main(String[] args) throws Exception {
        Thread.currentThread().setName("RISCV oracle");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank()) continue;
            System.out.println("== " + line);
            record(line.trim().split("\\s+"));
            System.out.println("== end");
            System.out.flush();
        }
        System.exit(0);
    }

    static void record(String[] a) throws Exception {
        Options opt = new Options();
        opt.maxSteps = 5_000_000;
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
            default: throw new IllegalArgumentException(kind);
        }
        call(tool, "initializePreGUI");
        call(tool, "buildMainDisplayArea");
        call(tool, "initializePostGUI");
        if (kind.equals("cache")) {
            ((JComboBox<?>) field(tool, "cachePlacementSelector")).setSelectedIndex(Integer.parseInt(a[2]));
            ((JComboBox<?>) field(tool, "cacheReplacementSelector")).setSelectedIndex(Integer.parseInt(a[3]));
            choose(field(tool, "cacheBlockCountSelector"), a[4]);
            choose(field(tool, "cacheBlockSizeSelector"), a[5]);
            choose(field(tool, "cacheSetSizeSelector"), a[6]);
        } else if (kind.equals("bht")) {
            Object gui = field(tool, "m_gui");
            choose(call(gui, "getCbBHTentries"), a[2]);
            choose(call(gui, "getCbBHThistory"), a[3]);
            choose(call(gui, "getCbBHTinitVal"), a[4].equals("1") ? "TAKE" : "NOT TAKE");
        }
        call(tool, "reset");
        Memory before = Memory.swapInstance(p.getMemory());
        call(tool, "addAsObserver");  // what its Connect button does
        Memory.swapInstance(before);
        p.simulate();
        System.out.println("exit=" + p.getExitCode());
        switch (kind) {
            case "counter":
                System.out.println("total=" + text(tool, "counterField"));
                for (String f : new String[]{"R", "R4", "I", "S", "B", "U", "J"}) {
                    System.out.println(f + "=" + text(tool, "counter" + f + "Field"));
                    System.out.println(f + "%=" + ((JProgressBar) field(tool, "progressbar" + f)).getString());
                }
                break;
            case "stats": {
                System.out.println("total=" + text(tool, "m_tfTotalCounter"));
                JTextField[] fields = (JTextField[]) field(tool, "m_tfCounters");
                String[] labels = (String[]) field(tool, "m_categoryLabels");
                for (int i = 0; i < fields.length; i++) {
                    System.out.println(labels[i] + "=" + fields[i].getText());
                }
                break;
            }
            case "cache":
                System.out.println("accesses=" + text(tool, "memoryAccessCountDisplay"));
                System.out.println("hits=" + text(tool, "cacheHitCountDisplay"));
                System.out.println("misses=" + text(tool, "cacheMissCountDisplay"));
                System.out.println("rate=" + ((JProgressBar) field(tool, "cacheHitRateDisplay")).getString());
                break;
            case "bht": {
                TableModel model = (TableModel) field(tool, "m_bhtModel");
                for (int r = 0; r < model.getRowCount(); r++) {
                    StringBuilder row = new StringBuilder("row=");
                    for (int c = 0; c < model.getColumnCount(); c++) {
                        row.append(c > 0 ? "|" : "").append(model.getValueAt(r, c));
                    }
                    System.out.println(row);
                }
                break;
            }
        }
    }
}
