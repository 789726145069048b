package devset

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.jsonl")
	os.WriteFile(p, []byte("{\"id\":\"a\"}\n\n  {\"id\":\"b\"}\n"), 0o600)
	got, err := Read[struct{ ID string }](p)
	if err != nil || len(got) != 2 || got[0].ID != "a" || got[1].ID != "b" {
		t.Fatalf("Read = %v, %v", got, err)
	}
	os.WriteFile(p, []byte("{\"id\":\"a\"}\n{oops\n"), 0o600)
	if _, err := Read[struct{ ID string }](p); err == nil || !strings.Contains(err.Error(), "x.jsonl:2") {
		t.Fatalf("Read of a bad line: %v, want an error naming line 2", err)
	}
	if _, err := Read[struct{}](filepath.Join(dir, "missing.jsonl")); err == nil {
		t.Fatal("Read of a missing file: no error")
	}
}

func TestBatches(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"blind_claims.jsonl", "blind10_claims.jsonl", "blind2_claims.jsonl", "blind2_scope.jsonl", "extra_claims.jsonl"} {
		os.WriteFile(filepath.Join(dir, n), nil, 0o600)
	}
	order, paths, err := Batches(dir, "claims")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"blind1", "blind2", "blind10"}; !reflect.DeepEqual(order, want) {
		t.Fatalf("order = %v, want %v", order, want)
	}
	if filepath.Base(paths["blind1"]) != "blind_claims.jsonl" || filepath.Base(paths["blind10"]) != "blind10_claims.jsonl" {
		t.Fatalf("paths = %v", paths)
	}
}
