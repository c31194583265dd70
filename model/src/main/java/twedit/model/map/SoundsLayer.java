package twedit.model.map;

import java.util.ArrayList;
import java.util.List;

/** A sounds layer (DDNet): sound sources playing one sound; deprecated sound layers load as this kind. */
public final class SoundsLayer implements Layer {
    private String name;
    private int flags;
    private MapSound sound;
    private final List<SoundSource> sources;

    public SoundsLayer(String name, MapSound sound, List<SoundSource> sources) {
        this.name = name;
        this.sound = sound;
        this.sources = new ArrayList<>(sources);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void setName(String name) {
        this.name = name;
    }

    @Override
    public int flags() {
        return flags;
    }

    @Override
    public void setFlags(int flags) {
        this.flags = flags;
    }

    public MapSound sound() {
        return sound;
    }

    public void setSound(MapSound sound) {
        this.sound = sound;
    }

    /** The sources, mutable: edits go through the document. */
    public List<SoundSource> sources() {
        return sources;
    }

    @Override
    public SoundsLayer copy() {
        SoundsLayer c = new SoundsLayer(name, sound, sources);
        c.flags = flags;
        return c;
    }

    @Override
    public String kindLabel() {
        return "sounds";
    }

    @Override
    public String toString() {
        return "SoundsLayer['" + name + "', " + sources.size() + " sources]";
    }
}
