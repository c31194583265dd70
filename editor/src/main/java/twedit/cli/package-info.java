/** The `twedit` command line (picocli): one class per subcommand, exit codes 0 ok, 1 problem, 2 unreadable/usage. */
package twedit.cli;
