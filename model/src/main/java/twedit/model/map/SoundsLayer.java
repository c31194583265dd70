package twedit.model.map;

import java.util.List;

/** A sounds layer (DDNet): sound sources playing one sound; deprecated sound layers load as this kind. */
public final class SoundsLayer extends LayerBase implements Layer, HasChildren {
    private MapSound sound;
    private final Elements<SoundSource> sources;

    public SoundsLayer(String name, MapSound sound, List<SoundSource> sources) {
        super(name);
        this.sound = sound;
        this.sources = new Elements<>(sources);
    }

    public MapSound sound() {
        return sound;
    }

    void setSound(MapSound sound) {
        this.sound = sound;
    }

    /** The sources, each with its id. */
    public Elements<SoundSource> sources() {
        return sources;
    }

    @Override
    public void attachChildren(IdSource source) {
        sources.attach(source);
    }

    @Override
    public SoundsLayer copy() {
        SoundsLayer c = new SoundsLayer(name(), sound, sources.copyValues());
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
