package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.MapObject;
import twedit.model.map.Props;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * What a Teeworlds 0.7 map cannot hold (map-checks.md community rules, the same list the encoder refuses): server
 * settings, sounds and sounds layers, sound envelopes, DDNet physics layers, automapper settings, group parallax
 * zoom and DDNet UUID items. Only applies when the map is meant for 0.7.
 */
final class Limits07Check implements Check {
    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        if (!map.info().settingsOrEmpty().isEmpty()) {
            out.add(error(
                    new Where.Place(Location.info(Location.InfoField.SETTINGS), Where.INFO.text()),
                    map.info().settingsOrEmpty().size() + " server settings",
                    "remove the settings",
                    m -> Edits.setSettings(m, null)));
        }
        List<Layer> soundLayers = new ArrayList<>();
        List<Layer> ddnetLayers = new ArrayList<>();
        List<TileLayer> automappers = new ArrayList<>();
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                if (l instanceof SoundsLayer) {
                    soundLayers.add(l);
                } else if (l instanceof TileLayer t && t.kind().isDdnetOnly()) {
                    ddnetLayers.add(t);
                } else if (l instanceof TileLayer t && t.automapper() != null) {
                    automappers.add(t);
                }
            }
        }
        if (!map.sounds().isEmpty() || !soundLayers.isEmpty()) {
            out.add(error(
                    first(soundLayers.isEmpty() ? map.sounds().get(0) : soundLayers.get(0)),
                    map.sounds().size() + " sounds and " + soundLayers.size() + " sounds layers",
                    "remove the sounds and sounds layers",
                    m -> RepairEdits.compose(
                            "Remove sounds",
                            nonNull(
                                    RepairEdits.removeLayers(m, soundLayers, "Remove sounds layers"),
                                    RepairEdits.removeSounds(m, List.copyOf(m.sounds()), "Remove sounds")))));
        }
        List<Envelope> soundEnvelopes = map.envelopes().stream()
                .filter(e -> e.channels() == Envelope.SOUND)
                .toList();
        if (!soundEnvelopes.isEmpty()) {
            out.add(error(
                    first(soundEnvelopes.get(0)),
                    soundEnvelopes.size() + " sound envelopes",
                    "remove them (sound sources " + "using them are detached)",
                    m -> RepairEdits.removeEnvelopes(m, soundEnvelopes, "Remove sound envelopes")));
        }
        if (!ddnetLayers.isEmpty()) {
            out.add(error(
                    first(ddnetLayers.get(0)),
                    ddnetLayers.size() + " DDNet physics layers (front, tele, speedup, switch, tune)",
                    "remove them",
                    m -> RepairEdits.removeLayers(m, ddnetLayers, "Remove DDNet layers")));
        }
        List<Group> zoomed =
                map.groups().stream().filter(g -> g.parallaxZoom() != null).toList();
        if (!zoomed.isEmpty()) {
            out.add(error(
                    first(zoomed.get(0)),
                    "the parallax zoom of " + zoomed.size() + " groups",
                    "remove it",
                    m -> RepairEdits.compose(
                            "Remove parallax zoom",
                            zoomed.stream()
                                    .map(g -> Edits.set(g, Props.GROUP_PARALLAX_ZOOM, (Integer) null))
                                    .toList())));
        }
        long uuidItems =
                map.unknownItems().stream().filter(u -> u.uuid() != null).count();
        if (uuidItems > 0) {
            out.add(error(
                    Where.MAP,
                    uuidItems + " DDNet UUID items",
                    "remove them",
                    m -> twedit.model.document.edits.Edits.removeUnknownItems(
                            m, "Remove DDNet items", u -> u.uuid() != null)));
        }
        if (!automappers.isEmpty()) {
            out.add(error(
                    first(automappers.get(0)),
                    automappers.size() + " tiles layers with automapper settings",
                    "remove the settings",
                    m -> RepairEdits.compose(
                            "Remove automapper settings",
                            automappers.stream()
                                    .map(t -> Edits.set(t, Props.TILES_AUTOMAPPER, null))
                                    .toList())));
        }
        return out;
    }

    /**
     * The map as people read it, located at the first object concerned: each finding of this check has a place of
     * its own, so a repair that leaves one problem is told apart from the next.
     */
    private static Where.Place first(MapObject o) {
        return new Where.Place(Location.of(o), Where.MAP.text());
    }

    private static Finding error(
            Where.Place where, String what, String fix, java.util.function.Function<TwMap, Edit> e) {
        return Finding.error("v07.content", where, "a 0.7 map cannot hold " + what, Repair.of(fix, e));
    }

    private static List<Edit> nonNull(Edit... edits) {
        List<Edit> out = new ArrayList<>();
        for (Edit e : edits) {
            if (e != null) {
                out.add(e);
            }
        }
        return out;
    }
}
