package bench

import "strings"

// ProsePrompt is a 10 KB prompt of plain task prose: a feature request with
// no markdown, code or pasted log, whose words repeat as a long request's
// do (update, tests, docs, parser, config, errors, edge cases). Issue #20
// measured it at 2.2× a 200-character prompt as a whole process: every
// sentence is read for requests, scope and cuts.
var ProsePrompt = func() string {
	sentences := []string{
		"Please update the config parser so that it accepts the new nested sections and reports errors with the line and column where they happen.",
		"The current parser stops at the first error, which makes the config hard to fix when a file has several mistakes, so collect the errors and report them together.",
		"Add tests for the edge cases: an empty file, a section with no keys, a key with no value, duplicate keys, comments at the end of a line and tabs mixed with spaces.",
		"Update the docs to describe the nested sections, with one short example for each edge case, and make sure the examples in the docs parse with the updated parser.",
		"Keep the public API of the config package as it is; callers that only read flat keys should not notice the change, and their tests should pass unchanged.",
		"When the parser meets an unknown section it should keep going and return a warning rather than an error, because older config files name sections we dropped.",
		"Check the errors that the parser returns today and make their messages consistent: lower case, no trailing period, and the file name first.",
		"If a value does not fit the type the config expects, the error should say which key it was, what type was expected and what the parser found instead.",
		"Run the tests for the config package and the packages that use it after the update, and fix whatever the change breaks in those tests.",
		"Some of the edge cases are already covered by old tests that check the wrong thing; update those tests rather than adding new ones next to them.",
	}
	var b strings.Builder
	for i := 0; b.Len() < 10<<10; i++ {
		if i > 0 {
			if i%4 == 0 {
				b.WriteString("\n\n")
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(sentences[i%len(sentences)])
	}
	return b.String()
}()
