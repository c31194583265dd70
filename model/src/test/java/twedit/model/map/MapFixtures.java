package twedit.model.map;

import java.util.List;

/**
 * Builds test maps the quick way: the setters and list changes a test fixture needs, without a document. Test code
 * only; the product changes maps through edits alone.
 */
public final class MapFixtures {
    private MapFixtures() {}

    public static void setName(Object o, String name) {
        if (o instanceof Group g) {
            g.setName(name);
        } else if (o instanceof LayerBase l) {
            l.setName(name);
        } else if (o instanceof MapImage i) {
            i.setName(name);
        } else if (o instanceof Envelope e) {
            e.setName(name);
        } else if (o instanceof MapSound s) {
            s.setName(name);
        } else {
            throw new IllegalArgumentException("no name: " + o);
        }
    }

    public static void setFlags(Layer l, int flags) {
        ((LayerBase) l).setFlags(flags);
    }

    public static void setOffset(Group g, int x, int y) {
        g.setOffset(x, y);
    }

    public static void setParallax(Group g, int x, int y) {
        g.setParallax(x, y);
    }

    public static void setClip(Group g, boolean clipping, int x, int y, int w, int h) {
        g.setClip(clipping, x, y, w, h);
    }

    public static void setParallaxZoom(Group g, Integer zoom) {
        g.setParallaxZoom(zoom);
    }

    public static void setInfo(TwMap m, MapInfo info) {
        m.setInfo(info);
    }

    public static void setGrid(TileLayer l, TileGrid grid) {
        l.setGrid(grid);
    }

    public static void setImage(Layer l, MapImage image) {
        if (l instanceof TileLayer t) {
            t.setImage(image);
        } else {
            ((QuadsLayer) l).setImage(image);
        }
    }

    public static void setColor(TileLayer l, Color c) {
        l.setColor(c);
    }

    public static void setColorEnvelope(TileLayer l, Envelope e) {
        l.setColorEnvelope(e);
    }

    public static void setColorEnvelopeOffset(TileLayer l, int offset) {
        l.setColorEnvelopeOffset(offset);
    }

    public static void setAutomapper(TileLayer l, AutomapperConfig a) {
        l.setAutomapper(a);
    }

    public static void setSound(SoundsLayer l, MapSound s) {
        l.setSound(s);
    }

    public static void setChannels(Envelope e, int channels) {
        e.setChannels(channels);
    }

    public static void setSync(Envelope e, boolean sync) {
        e.setSync(sync);
    }

    public static void setPixels(MapImage i, int w, int h, MapImage.Format f, byte[] pixels) {
        i.setPixels(w, h, f, pixels);
    }

    public static void setExternal(MapImage i, boolean external) {
        i.setExternal(external);
    }

    public static void setData(MapSound s, byte[] data) {
        s.setData(data);
    }

    public static void set(TileGrid g, int x, int y, int field, int value) {
        g.set(x, y, field, value);
    }

    public static void writeCell(TileGrid g, int x, int y, byte[] src, int offset) {
        g.writeCell(x, y, src, offset);
    }

    public static void writeRect(TileGrid g, int x, int y, int w, int h, byte[] src) {
        g.writeRect(x, y, w, h, src);
    }

    /** Appends to a list of a map (or of an object not in one yet). */
    public static <T> void add(Elements<T> list, T value) {
        list.insert(list.size(), value, 0, null);
    }

    public static <T> void add(Elements<T> list, int index, T value) {
        list.insert(index, value, 0, null);
    }

    public static <T> void addAll(Elements<T> list, List<? extends T> values) {
        for (T v : values) {
            add(list, v);
        }
    }

    public static <T> T remove(Elements<T> list, int index) {
        T v = list.get(index);
        list.take(index, null);
        return v;
    }

    public static <T> T set(Elements<T> list, int index, T value) {
        return list.replace(index, value);
    }

    public static <T> void clear(Elements<T> list) {
        while (!list.isEmpty()) {
            list.take(list.size() - 1, null);
        }
    }

    public static <T> boolean remove(Elements<T> list, Object o) {
        int i = list.indexOfSame(o);
        if (i < 0) {
            i = list.indexOf(o);
        }
        if (i < 0) {
            return false;
        }
        list.take(i, null);
        return true;
    }

    public static <T> boolean removeIf(Elements<T> list, java.util.function.Predicate<? super T> p) {
        boolean any = false;
        for (int i = list.size() - 1; i >= 0; i--) {
            if (p.test(list.get(i))) {
                list.take(i, null);
                any = true;
            }
        }
        return any;
    }
}
