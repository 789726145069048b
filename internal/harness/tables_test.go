package harness

import (
	"maps"
	"reflect"
	"slices"
	"testing"

	"github.com/proofgate/proofgate/internal/switchtest"
)

// TestAdaptersAreTheMap holds the adapters switch to the map it replaced
// (tables_old_test.go): the same names, read from the source, and the
// same adapter for each.
func TestAdaptersAreTheMap(t *testing.T) {
	old := oldAdapters()
	got := switchtest.Cases(t, "harness.go", "adapters")
	if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(maps.Keys(old))) {
		t.Errorf("adapters has the cases %q; the map had %q", got, slices.Sorted(maps.Keys(old)))
	}
	if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(Names))) {
		t.Errorf("Names %v does not list every adapter %v", Names, got)
	}
	for k, want := range old {
		if a, ok := adapters(k); !ok || reflect.TypeOf(a) != reflect.TypeOf(want) || !reflect.DeepEqual(a, want) {
			t.Errorf("adapters(%q) = %#v, %v; the map had %#v", k, a, ok, want)
		}
	}
	for _, k := range []string{"", "Claude", "gemini", "claude-code", "codex "} {
		if a, ok := adapters(k); ok {
			t.Errorf("adapters(%q) = %#v; the map had no entry", k, a)
		}
	}
}
