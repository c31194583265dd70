package twedit.model.map;

import java.util.ArrayList;
import java.util.List;

/** A sounds layer (DDNet): sound sources playing one sound; deprecated sound layers load as this kind. */
public final class SoundsLayer extends LayerBase implements Layer {
    private MapSound sound;
    private final List<SoundSource> sources;

    public SoundsLayer(String name, MapSound sound, List<SoundSource> sources) {
        super(name);
        this.sound = sound;
        this.sources = new ArrayList<>(sources);
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
        SoundsLayer c = new SoundsLayer(name(), sound, sources);
        c.setFlags(flags());
        return c;
    }

    @Override
    public String kindLabel() {
        return "sounds";
    }

    @Override
    public String toString() {
        return "SoundsLayer['" + name() + "', " + sources.size() + " sources]";
    }
}
