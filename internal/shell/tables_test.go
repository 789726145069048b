package shell

import (
	"maps"
	"slices"
	"testing"

	"github.com/proofgate/proofgate/internal/switchtest"
)

// wrappers and psKeyword were maps built in every process that read them;
// they are switches now, held here to the maps they replaced
// (tables_old_test.go): the same keys, read from the source, and the same
// entry for each.

func TestWrappersAreTheMap(t *testing.T) {
	old := oldWrappers()
	got := switchtest.Cases(t, "unwrap.go", "wrappers")
	if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(maps.Keys(old))) {
		t.Errorf("wrappers has the cases %q; the map had %q", slices.Sorted(slices.Values(got)), slices.Sorted(maps.Keys(old)))
	}
	for k, want := range old {
		if w, ok := wrappers(k); !ok || w != want {
			t.Errorf("wrappers(%q) = %+v, %v; the map had %+v", k, w, ok, want)
		}
	}
	for _, k := range []string{"", "Sudo", "sudo ", "xarg", "npx", "bash", "go", "envs", "time.", "gtimeout"} {
		if _, inMap := old[k]; inMap {
			continue
		}
		if w, ok := wrappers(k); ok {
			t.Errorf("wrappers(%q) = %+v; the map had no entry", k, w)
		}
	}
}

func TestPSKeywordsAreTheMap(t *testing.T) {
	old := oldPSKeywords()
	got := switchtest.Cases(t, "powershell.go", "psKeyword")
	if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(maps.Keys(old))) {
		t.Errorf("psKeyword has the cases %q; the map had %q", slices.Sorted(slices.Values(got)), slices.Sorted(maps.Keys(old)))
	}
	for _, k := range append(slices.Collect(maps.Keys(old)), "", "If", "IF", "elif", "get-item", "echo", "function1", "forEach-Object") {
		if psKeyword(k) != old[k] {
			t.Errorf("psKeyword(%q) = %v; the map had %v", k, psKeyword(k), old[k])
		}
	}
}
