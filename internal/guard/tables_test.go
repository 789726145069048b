package guard

import (
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// tableNames are the names every converted lookup is asked about: every
// key of every old table (oldtables_test.go), so that each lookup also
// meets the others' names, and near misses of them and some non-names.
func tableNames() []string {
	seen := map[string]bool{}
	add := func(names ...string) {
		for _, n := range names {
			seen[n] = true
			seen[strings.ToUpper(n)] = true
			seen[n+"x"] = true
			seen["x"+n] = true
			seen[" "+n] = true
			if n != "" {
				seen[n[:len(n)-1]] = true
				seen[n[1:]] = true
			}
		}
	}
	for n := range oldHandlerTable() {
		add(n)
	}
	add(oldInterpreters...)
	for n := range oldReaders.Get() {
		add(n)
	}
	keys := func(m map[string]bool) {
		for n := range m {
			add(n)
		}
	}
	keys(oldWriters.Get())
	keys(oldDownloaders.Get())
	keys(oldGitGlobalValued.Get())
	keys(oldFindNarrowing.Get())
	keys(oldDeleters.Get())
	for _, m := range []map[string]string{oldReaderValued.Get(), oldQuietOpts.Get(), oldCredentialFiles.Get()} {
		for n := range m {
			add(n)
		}
	}
	for n := range oldRunners.Get() {
		add(n)
	}
	for n := range oldGitSpecs.Get() {
		add(n)
	}
	add("", "ls", "go", "mkfs.ext4", "python3.12", "perl5", "nodemon", "sudo", "xargs", "time", "-", "--", "*", "..")
	return slices.Sorted(maps.Keys(seen))
}

// TestHandlerForMatchesTable holds handlerFor to the table it replaced:
// for every name, the same function (add's later calls won over earlier
// ones for a name; readers only filled names with no handler). The old
// table ranged over readers only to fill names with readCommand, so the
// order of that range could not matter.
func TestHandlerForMatchesTable(t *testing.T) {
	old := oldHandlerTable()
	ptr := func(h handler) uintptr { return reflect.ValueOf(h).Pointer() }
	n := 0
	for _, name := range tableNames() {
		got, want := handlerFor(name), old[name]
		if ptr(got) != ptr(want) {
			t.Errorf("handlerFor(%q) = %#x, the table had %#x", name, ptr(got), ptr(want))
		}
		if want != nil {
			n++
		}
	}
	if n != len(old) {
		t.Errorf("checked %d of the table's %d names", n, len(old))
	}
}

func TestTablesMatchMaps(t *testing.T) {
	names := tableNames()
	bools := []struct {
		name string
		got  func(string) bool
		want map[string]bool
	}{
		{"isWriter", isWriter, oldWriters.Get()},
		{"isDownloader", isDownloader, oldDownloaders.Get()},
		{"gitGlobalValued", gitGlobalValued, oldGitGlobalValued.Get()},
		{"findNarrowing", findNarrowing, oldFindNarrowing.Get()},
		{"isDeleter", isDeleter, oldDeleters.Get()},
		{"isInterpreterName", isInterpreterName, func() map[string]bool {
			m := map[string]bool{}
			for _, n := range oldInterpreters {
				m[n] = true
			}
			return m
		}()},
	}
	for _, b := range bools {
		for _, n := range names {
			if b.got(n) != b.want[n] {
				t.Errorf("%s(%q) = %v, the map had %v", b.name, n, b.got(n), b.want[n])
			}
		}
	}
	strs := []struct {
		name string
		got  func(string) string
		want map[string]string
	}{
		{"readerValued", readerValued, oldReaderValued.Get()},
		{"quietOpts", quietOpts, oldQuietOpts.Get()},
		{"credentialDir", credentialDir, oldCredentialFiles.Get()},
	}
	for _, s := range strs {
		for _, n := range names {
			if s.got(n) != s.want[n] {
				t.Errorf("%s(%q) = %q, the map had %q", s.name, n, s.got(n), s.want[n])
			}
		}
	}
	for _, n := range names {
		r, ok := oldReaders.Get()[n]
		if pf, isR := reader(n); pf != r.patternFirst || isR != ok || isReader(n) != ok {
			t.Errorf("reader(%q) = %v, %v; the map had %v, %v", n, pf, isR, r.patternFirst, ok)
		}
		want, ok := oldRunners.Get()[n]
		if got, isR := runnerOf(n); got != want || isR != ok {
			t.Errorf("runnerOf(%q) = %+v, %v; the map had %+v, %v", n, got, isR, want, ok)
		}
		if got, want := gitSpec(n), oldGitSpecs.Get()[n]; !reflect.DeepEqual(got, want) {
			t.Errorf("gitSpec(%q) = %+v, the map had %+v", n, got, want)
		}
	}
}
