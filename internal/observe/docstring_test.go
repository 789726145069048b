package observe

import (
	"strings"
	"testing"
)

func TestDocstring(t *testing.T) {
	const file = `#!/usr/bin/env python3
# Phone helpers.
"""Phone number helpers."""

import re

QUERY = """SELECT id FROM phones"""


def normalize_phone(raw, default_region=None):  # noqa: C901
    """Normalize a phone number to E.164.

    Raises ValueError if it cannot be parsed.
    """
    if not raw:
        raise ValueError("empty")
    cur.execute(
        """UPDATE phones SET e164 = %s"""
    )
    return {
        "help":
        """Shown to the user."""
    }
`
	for _, tc := range []struct {
		name, fragment string
		want           bool
	}{
		{"a function's docstring", "    \"\"\"Normalize a phone number to E.164.\n\n    Raises ValueError if it cannot be parsed.\n    \"\"\"", true},
		{"the module's docstring, after a shebang and a comment", `"""Phone number helpers."""`, true},
		{"a string assigned", `"""SELECT id FROM phones"""`, false},
		{"a string passed to a call", `"""UPDATE phones SET e164 = %s"""`, false},
		{"a dictionary's value after its key's colon", `"""Shown to the user."""`, true}, // the documented blind spot: a colon ends the line before it
		{"not in the file", `"""Something else."""`, false},
	} {
		if got := Docstring([]byte(file), tc.fragment); got != tc.want {
			t.Errorf("%s: Docstring = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestDocstringEdit(t *testing.T) {
	for _, tc := range []struct {
		file, old, new string
		want           bool
	}{
		{"a.py", "    \"\"\"Returns None on bad input.\"\"\"", "    \"\"\"Raises ValueError on bad input.\"\"\"", true},
		{"a.pyi", `r'''old'''`, `r'''new'''`, true},
		{"a.py", `"""old"""`, `"""new""" + x`, false},
		{"a.py", `b"""old"""`, `b"""new"""`, false},
		{"a.py", `"old"`, `"new"`, false},
		{"a.rb", `"""old"""`, `"""new"""`, false},
		{"a.py", `"""a""" """b"""`, `"""c"""`, false},
	} {
		if got := DocstringEdit(tc.file, tc.old, tc.new); got != tc.want {
			t.Errorf("DocstringEdit(%q, %q, %q) = %v, want %v", tc.file, tc.old, tc.new, got, tc.want)
		}
	}
}

// FuzzDocstring: any content and fragment; a docstring is found in the
// content, once.
func FuzzDocstring(f *testing.F) {
	f.Add("def f():\n    \"\"\"Doc.\"\"\"\n    return 1\n", `"""Doc."""`)
	f.Add("# c\n\"\"\"Mod.\"\"\"\n", `"""Mod."""`)
	f.Fuzz(func(t *testing.T, content, fragment string) {
		if Docstring([]byte(content), fragment) && !bytesContainsOnce(content, fragment) {
			t.Errorf("Docstring(%q, %q) with the fragment not once in the content", content, fragment)
		}
	})
}

func bytesContainsOnce(content, fragment string) bool {
	f := strings.TrimSpace(fragment)
	i := strings.Index(content, f)
	return i >= 0 && !strings.Contains(content[i+1:], f)
}

func TestHeadedDocstringEdit(t *testing.T) {
	const (
		head = "def normalize_phone(raw: str, region: str = \"KR\") -> str:\n"
		old  = head + "    \"\"\"Return the number in national format.\n\n    Raises ValueError.\n    \"\"\""
	)
	for _, tc := range []struct {
		name, file, old, new string
		want                 bool
	}{
		{"the docstring under the same header", "utils/phone.py", old, head + "    \"\"\"Return the number in E.164 format.\n\n    Raises ValueError.\n    \"\"\"", true},
		{"a class's, single quotes", "a.py", "class A:\n    '''Old.'''", "class A:\n    '''New.'''", true},
		{"the header changed too", "utils/phone.py", old, "def normalize_phone(raw: str) -> str:\n    \"\"\"New.\"\"\"", false},
		{"code after the string", "utils/phone.py", old, head + "    \"\"\"New.\"\"\"\n    return raw", false},
		{"a value after a key, not a docstring", "conf.py", "HELP = {\n    \"usage\":\n        \"\"\"old\"\"\",", "HELP = {\n    \"usage\":\n        \"\"\"new\"\"\",", false},
		{"no header in the fragment", "a.py", "    \"\"\"Old.\"\"\"", "    \"\"\"New.\"\"\"", false},
		{"not Python", "a.rb", "def a:\n  \"\"\"Old.\"\"\"", "def a:\n  \"\"\"New.\"\"\"", false},
		// A docstring written, or taken out, above code the edit keeps.
		{"a docstring written above the body", "scheduler/windows.py", "def parse_window(spec: str) -> tuple[time, time, bool]:\n    a, _, b = spec.partition(\"-\")", "def parse_window(spec: str) -> tuple[time, time, bool]:\n    \"\"\"Parse a window like \"22:00-02:30\".\n\n    Returns (start, end, end_next).\n    \"\"\"\n    a, _, b = spec.partition(\"-\")", true},
		{"a docstring taken out", "a.py", "async def f(x):\n    \"\"\"Old.\"\"\"\n    return x", "async def f(x):\n    return x", true},
		{"a signature over several lines", "a.py", "def f(\n    x,\n) -> int:\n    return x", "def f(\n    x,\n) -> int:\n    \"\"\"Return x.\"\"\"\n    return x", true},
		{"a docstring written and the body changed", "a.py", "def f(x):\n    return x", "def f(x):\n    \"\"\"Return x + 1.\"\"\"\n    return x + 1", false},
		{"a string under an if, not a block's docstring", "a.py", "if DEBUG:\n    run()", "if DEBUG:\n    \"\"\"Debug.\"\"\"\n    run()", false},
		{"a string that is a value", "a.py", "def f():\n    return 1", "def f():\n    \"\"\"x\"\"\".strip()\n    return 1", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := HeadedDocstringEdit(tc.file, tc.old, tc.new); got != tc.want {
				t.Errorf("HeadedDocstringEdit = %v, want %v", got, tc.want)
			}
		})
	}
}
