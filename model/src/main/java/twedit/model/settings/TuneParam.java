package twedit.model.settings;

/** One tuning parameter of {@code tune} and {@code tune_zone}: its name, default value (as DDNet writes it) and description. */
public record TuneParam(String name, String defaultValue, String description) {}
