package rx

import (
	"regexp"
	"strings"
	"testing"
	"unsafe"
)

// TestReplaceAllStringCopiesNothingWithoutAMatch: a string with no match
// comes back as it is, not copied (a redaction pass copied a 10 KB prompt
// twice per rule to find nothing), and every replacement still says what
// regexp says.
func TestReplaceAllStringCopiesNothingWithoutAMatch(t *testing.T) {
	long := strings.Repeat("nothing to see here, ", 500)
	re := MustCompile(`x(y+)`)
	for name, out := range map[string]string{
		"ReplaceAllString":        re.ReplaceAllString(long, "<$1>"),
		"ReplaceAllLiteralString": re.ReplaceAllLiteralString(long, "z"),
		"ReplaceAllStringFunc":    re.ReplaceAllStringFunc(long, strings.ToUpper),
	} {
		if unsafe.StringData(out) != unsafe.StringData(long) || out != long {
			t.Errorf("%s with no match returned a copy, want the text itself", name)
		}
	}
	for _, expr := range []string{`x(y+)`, `y*`, `^`, `$`, `\b`, `a|`} {
		re, std := MustCompile(expr), regexp.MustCompile(expr)
		for _, s := range []string{"", "xyy", "axyyb xy", "no match", "yyy"} {
			if got, want := re.ReplaceAllString(s, "<$1>"), std.ReplaceAllString(s, "<$1>"); got != want {
				t.Errorf("%q ReplaceAllString(%q) = %q, regexp says %q", expr, s, got, want)
			}
			if got, want := re.ReplaceAllLiteralString(s, "$1"), std.ReplaceAllLiteralString(s, "$1"); got != want {
				t.Errorf("%q ReplaceAllLiteralString(%q) = %q, regexp says %q", expr, s, got, want)
			}
			if got, want := re.ReplaceAllStringFunc(s, strings.ToUpper), std.ReplaceAllStringFunc(s, strings.ToUpper); got != want {
				t.Errorf("%q ReplaceAllStringFunc(%q) = %q, regexp says %q", expr, s, got, want)
			}
			if got, want := string(re.ReplaceAll([]byte(s), []byte("<$1>"))), string(std.ReplaceAll([]byte(s), []byte("<$1>"))); got != want {
				t.Errorf("%q ReplaceAll(%q) = %q, regexp says %q", expr, s, got, want)
			}
		}
	}
}
