package observe

import (
	"strings"
	"testing"
)

func TestProseEdit(t *testing.T) {
	for _, tc := range []struct {
		name, file, old, new string
		want                 bool
	}{
		{"a typo fixed in a sentence", "utils/dates.py", "    Raises ValueError if the conversion occured across a DST gap.", "    Raises ValueError if the conversion occurred across a DST gap.", true},
		{"Korean prose", "busnow/stops.py", "    정류장 이름을 받는다.", "    정류장 이름이나 ID를 받는다.", true},
		{"code: keywords beside names", "a.py", "if x in seen:", "if x not in seen and y is None:", false},
		{"code: a call", "a.py", "total = sum(items)", "total = round(sum(items), 2)", false},
		{"a triple quote in the text", "a.py", "old words here", "new words here\n    \"\"\"", false},
		{"a backslash", "a.py", "old words", `new words \n`, false},
		{"ends with a quote", "a.py", `check the order"`, `check the date order"`, false},
		{"not Python", "a.rb", "old words here", "new words here", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ProseEdit(tc.file, tc.old, tc.new); got != tc.want {
				t.Errorf("ProseEdit = %v, want %v", got, tc.want)
			}
		})
	}
}

const datesPy = `#!/usr/bin/env python3
"""Date helpers for the tenant.

Dates receive the tenant timezone.
"""
import datetime

HELP = """Usage: dates [--tz ZONE]
Prints the business days between two dates."""


def business_days(a, b):  # noqa: C901
    """Return the business days between two dates.

    Raises ValueError if the conversion occurred across a DST gap.
    """
    # Count weekdays only; holidays are handled by the caller.
    if a > b:
        raise ValueError("start after end, check the order")
    log.info(f"""counting days between {a} and {b}""")
    return sum(1 for d in days(a, b) if d.weekday() < 5)


def parse_iso(s):
    r'''Parse an ISO-8601 string, accommodating a trailing 'Z'.'''
    return datetime.datetime.fromisoformat(s.replace("Z", "+00:00"))
`

func TestEditInsideDocs(t *testing.T) {
	for _, tc := range []struct {
		name, old, new string
		want           bool
	}{
		{"the module's docstring", "Dates recieve the tenant timezone.", "Dates receive the tenant timezone.", true},
		{"a function's docstring, a line of it", "    Raises ValueError if the conversion occured across a DST gap.", "    Raises ValueError if the conversion occurred across a DST gap.", true},
		{"lines of a docstring, old text on two lines", "Return the business days\n    between two dates.", "Return the business days between two dates.", true},
		{"a raw docstring in single quotes", "accomodating a trailing", "accommodating a trailing", true},
		{"inside a comment", "holidays are the caller's job", "holidays are handled by the caller", true},
		{"a comment's old text ran onto the next line", "only; holidays\n    if a > b:", "only; holidays", false},
		{"a string assigned to a name", "Prints the business days between dates.", "Prints the business days between two dates.", false},
		{"an error message", "start after end", "start after end, check the order", false},
		{"an f-string", "counting between", "counting days between", false},
		{"past the docstring's end", "a DST gap.\n    \"\"\"\n    # Count weekdays", "a DST gap.\n    \"\"\"\n    # Count weekdays only", false},
		{"code", "return sum(1 for d in days(a, b)", "return sum(1 for d in days(a, b) if d.weekday() < 5)", false},
		{"twice in the file", "two dates", "between two dates", false},
		{"not in the file", "x", "Something the file does not hold", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := EditInsideDocs([]byte(datesPy), tc.old, tc.new); got != tc.want {
				t.Errorf("EditInsideDocs = %v, want %v", got, tc.want)
			}
		})
	}
	if EditInsideDocs([]byte("def f():\n    \"\"\"Open and never closed.\n"), "", "Open and never") {
		t.Error("a docstring left open: EditInsideDocs = true, want false")
	}
}

// FuzzEditInsideDocs: any content and texts; an edit read as inside the
// docs has its new text once in the content.
func FuzzEditInsideDocs(f *testing.F) {
	f.Add(datesPy, "occured across", "occurred across")
	f.Add("# a comment here\nx = 1\n", "a note", "a comment here")
	f.Add("s = 'it''s'\n\"\"\"doc words\"\"\"", "", "doc words")
	f.Fuzz(func(t *testing.T, content, old, new string) {
		if EditInsideDocs([]byte(content), old, new) && strings.Count(content, new) != 1 {
			t.Errorf("EditInsideDocs(%q, %q, %q) with the new text not once in the content", content, old, new)
		}
		ProseEdit("a.py", old, new)
	})
}
