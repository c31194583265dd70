/**
 * The DDNet server's console commands as a table derived from DDNet's sources ({@link
 * twedit.model.settings.ServerCommands}, resource {@code server-commands.tsv}) and a {@link
 * twedit.model.settings.SettingsValidator} telling, for one line of a map's server settings, what the server would
 * refuse or read otherwise than written ({@link twedit.model.settings.SettingProblem}).
 */
package twedit.model.settings;
