/**
 * The DDNet automapper (spec automapper-rules.md): {@link twedit.model.automap.RulesParser} reads {@code .rules}
 * files into a {@link twedit.model.automap.RuleFile} with line-numbered diagnostics, and
 * {@link twedit.model.automap.Automapper} runs one configuration over a tile grid (or a rectangle of it), returning
 * an {@link twedit.model.automap.AutomapResult} and never changing the map itself.
 */
package twedit.model.automap;
