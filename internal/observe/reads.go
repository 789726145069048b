package observe

// Reads is what a check's command line reads, as a stop's coverage asks
// it.
type Reads struct {
	// Toolchains are the ecosystems it runs (CommandToolchains).
	Toolchains []Toolchain
	// FormatOnly: every check it, or the package script it ran, runs is
	// a formatter (FormatOnly): composer lint that ran pint --test.
	FormatOnly bool
	// PatternOnly: it, or the package script it ran, only lints for
	// patterns (PatternOnly).
	PatternOnly bool
}

// ReadsOf works out what a check's command line reads; script is the
// line its package script ran, "" for none (see ScriptRun).
func ReadsOf(line, script string) Reads {
	return Reads{
		Toolchains:  CommandToolchains(line),
		FormatOnly:  FormatOnly(line) || script != "" && FormatOnly(script),
		PatternOnly: PatternOnly(line) || script != "" && PatternOnly(script),
	}
}
