package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import twedit.model.document.edits.Edits;
import twedit.model.map.Location;
import twedit.model.map.TwMap;
import twedit.model.settings.SettingProblem;
import twedit.model.settings.SettingsValidator;

/**
 * Server settings the DDNet server refuses or reads otherwise than written (unknown commands, commands a map may not
 * run, missing or non-numeric arguments, values it clamps): warnings, since the server still loads the map. An
 * out-of-range value has a repair that writes the value the server uses.
 */
final class SettingsCheck implements Check {
    static final String ID = "settings.server";

    private final SettingsValidator validator;

    SettingsCheck(SettingsValidator validator) {
        this.validator = validator;
    }

    @Override
    public List<Finding> check(TwMap map) {
        List<String> settings = map.info().settingsOrEmpty();
        List<Finding> out = new ArrayList<>();
        for (int i = 0; i < settings.size(); i++) {
            String line = settings.get(i);
            Optional<SettingProblem> p = validator.check(line);
            if (p.isEmpty()) {
                continue;
            }
            SettingProblem problem = p.get();
            Repair repair = problem instanceof SettingProblem.OutOfRange r ? clamp(i, line, r) : null;
            out.add(new Finding(
                    Impact.NOT_DDNET,
                    ID,
                    new Location.Info(Location.InfoField.SETTINGS, i),
                    "setting " + (i + 1) + " '" + line + "'",
                    problem.message(),
                    repair));
        }
        return out;
    }

    /** Writes the clamped value in place of the out-of-range one (when the line is still as it was). */
    private static Repair clamp(int index, String line, SettingProblem.OutOfRange r) {
        int nameEnd = line.toLowerCase(Locale.ROOT).indexOf(r.name()) + r.name().length();
        int at = line.indexOf(r.token(), nameEnd);
        if (at < 0) {
            return null;
        }
        String fixed = line.substring(0, at)
                + r.clampedTo()
                + line.substring(at + r.token().length());
        return Repair.of("write '" + fixed + "', the value the server uses", m -> {
            List<String> now = new ArrayList<>(m.info().settingsOrEmpty());
            if (index >= now.size() || !now.get(index).equals(line)) {
                return null;
            }
            now.set(index, fixed);
            return Edits.setSettings(m, now);
        });
    }
}
