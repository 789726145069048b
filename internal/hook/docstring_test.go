package hook

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

// TestDocstringEditsChangeNoBehaviour: an Edit that rewrote a Python
// docstring, whole or a line of it, is cosmetic, read where the file, as
// the edit left it, shows the string; the same edit of a string passed to
// a call is a change.
func TestDocstringEditsChangeNoBehaviour(t *testing.T) {
	dir := t.TempDir()
	const src = "def normalize_phone(raw):\n    \"\"\"Normalize a phone number.\n\n    Raises ValueError on bad input.\n    \"\"\"\n    cur.execute(\n        \"\"\"UPDATE phones SET e164 = %s\"\"\"\n    )\n"
	file := filepath.Join(dir, "phones.py")
	if err := os.WriteFile(file, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		old, new string
		want     int
	}{
		{"the docstring", "    \"\"\"Normalize a phone number.\n\n    Returns None on bad input.\n    \"\"\"", "    \"\"\"Normalize a phone number.\n\n    Raises ValueError on bad input.\n    \"\"\"", 0},
		{"a query passed to execute", `        """UPDATE phones SET number = %s"""`, `        """UPDATE phones SET e164 = %s"""`, 1},
		{"a line of the docstring", "    Returns None on bad input.", "    Raises ValueError on bad input.", 0},
		{"words of the query", "UPDATE phones SET number", "UPDATE phones SET e164", 1},
	} {
		tool := event.Tool{Name: "Edit", Paths: []string{file}, Edits: []event.Edit{{Old: tc.old, New: tc.new}}}
		if got := behaviour(file, tool); got != tc.want {
			t.Errorf("%s: behaviour = %d, want %d", tc.name, got, tc.want)
		}
	}
	big := filepath.Join(dir, "big.py")
	body := "def f():\n    \"\"\"New.\"\"\"\n" + strings.Repeat("# pad\n", maxDocstringFile/6+1)
	if err := os.WriteFile(big, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := behaviour(big, event.Tool{Name: "Edit", Edits: []event.Edit{{Old: `    """Old."""`, New: `    """New."""`}}}); got != 1 {
		t.Errorf("a file past maxDocstringFile: behaviour = %d, want 1 (not read)", got)
	}
}
