/** The assets twedit ships, all drawn or written by the project, reached through {@link twedit.resources.Assets}. */
package twedit.resources;
