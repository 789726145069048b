package detect

import (
	"reflect"
	"testing"
	"unicode/utf8"
)

func TestSegment(t *testing.T) {
	type want struct {
		kind unitKind
		raw  string
	}
	tests := []struct {
		name string
		text string
		want []want
	}{
		{"sentences", "Fixed the bug. Tests pass! Should I push?",
			[]want{{unitProse, "Fixed the bug."}, {unitProse, "Tests pass!"}, {unitProse, "Should I push?"}}},
		{"file names do not split", "Updated config.yaml and main.go today.",
			[]want{{unitProse, "Updated config.yaml and main.go today."}}},
		{"abbreviation", "Use a flag, e.g. --force here.",
			[]want{{unitProse, "Use a flag, e.g. --force here."}}},
		{"fenced code is one unit", "Run:\n\n```bash\nnpm test. I'll go\n```\nDone.",
			[]want{{unitProse, "Run:"}, {unitCode, "npm test. I'll go"}, {unitProse, "Done."}}},
		{"unclosed fence runs to the end", "Look:\n```\nI'll fix it",
			[]want{{unitProse, "Look:"}, {unitCode, "I'll fix it"}}},
		{"indented code after a blank line", "Fixed.\n\n    61 tests, 0 failures",
			[]want{{unitProse, "Fixed."}, {unitCode, "61 tests, 0 failures"}}},
		{"block quote", "> I'll do it later\n\nAdded it.",
			[]want{{unitQuote, "I'll do it later"}, {unitProse, "Added it."}}},
		{"list items and heading", "## Changes\n- added `x.go`\n1. removed y\n✔ tests pass",
			[]want{{unitHeading, "Changes"}, {unitList, "added `x.go`"}, {unitList, "removed y"}, {unitList, "tests pass"}}},
		{"inline code keeps its periods", "Edit `a.b.c` now. Then go.",
			[]want{{unitProse, "Edit `a.b.c` now."}, {unitProse, "Then go."}}},
		{"quoted string keeps its periods", `It says "Retry. I'll wait." now.`,
			[]want{{unitProse, `It says "Retry. I'll wait." now.`}}},
		{"Korean without a period", "수정했습니다 이제 테스트를 작성하겠습니다",
			[]want{{unitProse, "수정했습니다"}, {unitProse, "이제 테스트를 작성하겠습니다"}}},
		{"emoji ends a sentence", "Found it 🚀 Gonna hoist it.",
			[]want{{unitProse, "Found it 🚀"}, {unitProse, "Gonna hoist it."}}},
		{"soft-wrapped line joins", "I'll update the\ndocs next.",
			[]want{{unitProse, "I'll update the docs next."}}},
		{"hard line break splits", "Added X\nUpdated Y",
			[]want{{unitProse, "Added X"}, {unitProse, "Updated Y"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []want
			for _, u := range segment(tt.text) {
				got = append(got, want{u.kind, u.text()})
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("segment(%q)\n got %q\nwant %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestMaskHidesVoice(t *testing.T) {
	masked, codes, quotes := mask("Set `I'll` and “we'll retry” then \"I'll wait\" ok")
	for _, w := range words(tokenize(masked)) {
		if w == "i'll" || w == "we'll" {
			t.Fatalf("masked text still speaks: %q", masked)
		}
	}
	if len(codes) != 1 || len(quotes) != 2 {
		t.Fatalf("codes=%q quotes=%q", codes, quotes)
	}
}

func TestTokenizeSplitsScripts(t *testing.T) {
	masked, _, _ := mask("`vitest run` all pass입니다. I’ll re-run end-to-end")
	got := words(tokenize(masked))
	want := []string{"all", "pass", "입니다", "i'll", "re-run", "end-to-end"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q want %q", got, want)
	}
}

// TestKoreanQuestionTail: the causal -니까(요) asks nothing; the formal
// -ㅂ니까 and -까요 do.
func TestKoreanQuestionTail(t *testing.T) {
	for tail, want := range map[string]bool{
		"띄우니까요": false, "만들어지니까": false, "없으니까요": false,
		"있습니까": true, "삭제합니까": true, "커밋할까요": true, "됩니다": false,
	} {
		if got := koQuestionTail(tail, koQuestionEnd) != ""; got != want {
			t.Errorf("koQuestionTail(%q) asks = %v, want %v", tail, got, want)
		}
	}
}

func TestKoreanTense(t *testing.T) {
	tests := []struct {
		tail string
		past bool
	}{
		{"수정했습니다", true}, {"바꿨어요", true}, {"두었습니다", true}, {"됐습니다", true},
		{"하겠습니다", false}, {"있습니다", false}, {"합니다", false}, {"할게요", false},
	}
	for _, tt := range tests {
		if got := pastKO(tt.tail); got != tt.past {
			t.Errorf("pastKO(%q) = %v, want %v", tt.tail, got, tt.past)
		}
	}
}

func TestMaskURLs(t *testing.T) {
	tests := []struct{ text, want string }{
		{"The rebuild is rolling: https://github.com/acme/app/actions/runs/42.", "The rebuild is rolling: \uE000."},
		{"See (https://example.com/a) for details", "See (\uE000) for details"},
		{"shttp://no and http:// alone", "shttp://no and \uE000 alone"},
	}
	for _, tt := range tests {
		if got, _, _ := mask(tt.text); got != tt.want {
			t.Errorf("mask(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestSegmentShared checks what segment's cache of the last text relies on:
// no detector writes to the units it is given, so each one, and the next,
// reads the message as split afresh.
func TestSegmentShared(t *testing.T) {
	texts := []string{
		"I'll fix the parser next.\n\n- ✅ `go test ./...` passes\n- left the retry loop for later\n\n```\nok  pkg 0.1s\n```\n\n> quoted \"text\"",
		"Done: updated `list.go` and ran the tests; 3 of 14 are skipped for now. 테스트는 나중에 추가할게요.",
		"",
	}
	for _, text := range texts {
		want := splitUnits(text)
		Scan(text)
		Claims(text, nil)
		Reads(text)
		Acts(text)
		ReportedActions(text)
		BarePromise(text)
		ChangeReport(text)
		Closing(text)
		if got := segment(text); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: the detectors changed the shared units:\n got %+v\nwant %+v", text, got, want)
		}
	}
}

// TestSentencesOfBadUTF8: sentences are cut out of the masked text by byte
// offset. A bad byte reads as U+FFFD, as it did when sentences were cut out
// of the text's runes: the units of a text with bad bytes are those of the
// text with each bad byte replaced.
func TestSentencesOfBadUTF8(t *testing.T) {
	for _, text := range []string{
		"Fixed the bug\xff. Tests pass.",
		"\xe2\x82 done. 테스트 통과했습니다 이제 끝\xc3.",
		"I'll run `go test\xfe` now. 🎉 Done\x80!",
		"e.g. this\xf0\x9f. And that.",
	} {
		got := splitUnits(text)
		want := splitUnits(string([]rune(text)))
		if len(got) != len(want) {
			t.Fatalf("%q: %d units, want %d", text, len(got), len(want))
		}
		for i := range got {
			if got[i].masked != want[i].masked || !utf8.ValidString(got[i].masked) {
				t.Errorf("%q: unit %d %q, want %q", text, i, got[i].masked, want[i].masked)
			}
		}
	}
}
