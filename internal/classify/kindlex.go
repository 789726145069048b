package classify

import "math/bits"

// The kind readers' word lists, looked up once per word. The readers ask
// of every word of every sentence whether it is one of a list's stems
// (matches) or starts with one (hasStemPrefix), and each such question
// walked the list: a 10 KB prompt took as long to read for kinds as to
// classify. kindSentences now gives each word the set of lists it belongs
// to (kword.lex), from a switch that go generate writes from the lists
// below (kindlex_gen.go; TestKindLexTable keeps it current, and
// TestKindLexAgrees holds it to matches and hasStemPrefix).
//
//go:generate go test -run TestKindLexTable -update

// kindLex is a set of the kind readers' word lists.
type kindLex uint64

// The lists a word can be in, one bit each.
const (
	lexBugActs kindLex = 1 << iota
	lexBugTopics
	lexNullIsBug
	lexSymptomVerbs
	lexUITopics
	lexMigrationWords
	lexSchemaNotDB
	lexDBNames
	lexStoredNouns
	lexDataNouns
	lexDataVerbs
	lexUIContext
	lexPerfWords
	lexPerfActs
	lexDepNouns
	lexDepVerbs
	lexReleaseish

	lexKoBugActs
	lexKoFixNotBug
	lexKoBugTopics
	lexKoSymptomVerbs
	lexKoUITopics
	lexKoUINot
	lexKoMigrationWords
	lexKoDBNames
	lexKoStoredNouns
	lexKoDataNouns
	lexKoDataVerbs
	lexKoPerf
	lexKoPerfActs
	lexKoPerfDirection
	lexKoDepNouns
	lexKoDepVerbs
	lexKoReleaseish
	lexKoLevel
	lexKoExplain
	lexKoLook
)

// kindLexicons are the lists behind the bits: a word is in a list read by
// matches when it is one of its stems (a stem ending in "*" a prefix), and
// in one read by hasStemPrefix when it starts with one of its stems.
var kindLexicons = []struct {
	name   string
	lex    kindLex
	stems  []string
	prefix bool // read by hasStemPrefix
}{
	{"lexBugActs", lexBugActs, bugActs, false},
	{"lexBugTopics", lexBugTopics, bugTopics, false},
	{"lexNullIsBug", lexNullIsBug, nullIsBug, false},
	{"lexSymptomVerbs", lexSymptomVerbs, symptomVerbs, false},
	{"lexUITopics", lexUITopics, uiTopics, false},
	{"lexMigrationWords", lexMigrationWords, migrationWords, false},
	{"lexSchemaNotDB", lexSchemaNotDB, schemaNotDB, false},
	{"lexDBNames", lexDBNames, dbNames, false},
	{"lexStoredNouns", lexStoredNouns, storedNouns, false},
	{"lexDataNouns", lexDataNouns, dataNouns, false},
	{"lexDataVerbs", lexDataVerbs, dataVerbs, false},
	{"lexUIContext", lexUIContext, uiContext, false},
	{"lexPerfWords", lexPerfWords, perfWords, false},
	{"lexPerfActs", lexPerfActs, perfActs, false},
	{"lexDepNouns", lexDepNouns, depNouns, false},
	{"lexDepVerbs", lexDepVerbs, depVerbs, false},
	{"lexReleaseish", lexReleaseish, releaseish, false},

	{"lexKoBugActs", lexKoBugActs, koBugActs, true},
	{"lexKoFixNotBug", lexKoFixNotBug, koFixNotBug, true},
	{"lexKoBugTopics", lexKoBugTopics, koBugTopics, true},
	{"lexKoSymptomVerbs", lexKoSymptomVerbs, koSymptomVerbs, true},
	{"lexKoUITopics", lexKoUITopics, koUITopics, true},
	{"lexKoUINot", lexKoUINot, koUINot, true},
	{"lexKoMigrationWords", lexKoMigrationWords, koMigrationWords, true},
	{"lexKoDBNames", lexKoDBNames, koDBNames, true},
	{"lexKoStoredNouns", lexKoStoredNouns, koStoredNouns, true},
	{"lexKoDataNouns", lexKoDataNouns, koDataNouns, true},
	{"lexKoDataVerbs", lexKoDataVerbs, koDataVerbs, true},
	{"lexKoPerf", lexKoPerf, koPerf, true},
	{"lexKoPerfActs", lexKoPerfActs, koPerfActs, true},
	{"lexKoPerfDirection", lexKoPerfDirection, koPerfDirection, true},
	{"lexKoDepNouns", lexKoDepNouns, koDepNouns, true},
	{"lexKoDepVerbs", lexKoDepVerbs, koDepVerbs, true},
	{"lexKoReleaseish", lexKoReleaseish, koReleaseish, true},
	{"lexKoLevel", lexKoLevel, koLevel, true},
	{"lexKoExplain", lexKoExplain, koExplain, true},
	{"lexKoLook", lexKoLook, koLook, true},
}

// lexOf returns the lists w is in: those it is a word of (lexWord), and
// those with a stem that w starts with (lexStem, asked only for the
// lengths of the stems that start with w's first byte).
func lexOf(w string) kindLex {
	if w == "" {
		return 0
	}
	m := lexWord(w)
	lens := lexStemLens[w[0]]
	if len(w) < 31 {
		lens &= 1<<(len(w)+1) - 1
	}
	for lens != 0 {
		n := bits.TrailingZeros32(lens)
		lens &= lens - 1
		m |= lexStem(w[:n])
	}
	return m
}

// has reports whether the set holds any of l.
func (m kindLex) has(l kindLex) bool { return m&l != 0 }
