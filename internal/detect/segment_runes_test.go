package detect

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// appendSentencesByRunes is appendSentences as it was before it walked the
// text by byte offset: it read the masked text as runes and kept the byte
// offset of each. FuzzAppendSentences holds the reader to it.
func appendSentencesByRunes(units []unit, text string, kind unitKind, check bool, block int) []unit {
	masked, codes, quotes := mask(text)
	if !utf8.ValidString(masked) {
		masked = string([]rune(masked))
	}
	start := 0
	rs := []rune(masked)
	at := make([]int32, len(rs)+1)
	for k, off := 0, 0; k < len(rs); k++ {
		at[k] = int32(off)
		off += utf8.RuneLen(rs[k])
	}
	at[len(rs)] = int32(len(masked))
	emit := func(end int) {
		s := strings.TrimSpace(masked[at[start]:at[end]])
		start = end
		if s == "" || !hasLetter(s) {
			return
		}
		u := unit{kind: kind, masked: s, codes: codes, quotes: quotes, check: check, block: block}
		u.korean = strings.ContainsFunc(s, isHangul)
		if u.korean {
			u.low = lower(s)
			sig := sigOf(u.low)
			u.sig = &sig
		}
		u.toks = tokenize(s)
		u.ws = words(u.toks)
		u.colon = strings.HasSuffix(strings.TrimRight(s, " )"), ":")
		units = append(units, u)
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == '\n':
			emit(i + 1)
		case r == '.' || r == '!' || r == '?' || r == '。' || r == '！' || r == '？' || r == '…':
			j := i + 1
			for j < len(rs) && strings.ContainsRune(".!?。！？…)\"'”’]*_", rs[j]) {
				j++
			}
			if j < len(rs) && !unicode.IsSpace(rs[j]) {
				i = j - 1
				continue
			}
			if r == '.' && abbreviationByRunes(rs, i) {
				continue
			}
			emit(j)
			i = j - 1
		case isPictograph(r):
			j := i + 1
			for j < len(rs) && (isPictograph(rs[j]) || rs[j] == '\uFE0F' || rs[j] == '\u200D') {
				j++
			}
			if j >= len(rs) || unicode.IsSpace(rs[j]) {
				emit(j)
				i = j - 1
			}
		case r == ' ' && koreanSentenceEndByRunes(rs[start:i]):
			if i+1 < len(rs) && !unicode.IsPunct(rs[i+1]) {
				emit(i + 1)
			}
		}
	}
	emit(len(rs))
	return units
}

func abbreviationByRunes(rs []rune, i int) bool {
	j := i
	for j > 0 && unicode.IsLetter(rs[j-1]) {
		j--
	}
	w := lower(string(rs[j:i]))
	switch w {
	case "e.g", "i.e", "etc", "vs", "approx", "cf":
		return w != "etc" || i+2 < len(rs) && unicode.IsLower(rs[i+2])
	}
	if i >= 2 && rs[i-2] == '.' && unicode.IsLetter(rs[i-1]) {
		return true
	}
	return false
}

func koreanSentenceEndByRunes(rs []rune) bool {
	n := len(rs)
	if n < 2 || !isHangul(rs[n-1]) {
		return false
	}
	switch string(rs[n-2:]) {
	case "니다", "세요", "까요", "게요", "께요", "어요", "아요", "해요", "네요", "예요", "에요":
		return true
	}
	return false
}

// FuzzAppendSentences holds the sentence splitter, which walks the masked
// text by byte offset, to the one that read it as runes.
func FuzzAppendSentences(f *testing.F) {
	for _, s := range []string{
		"Fixed the bug. Tests pass! Should I push?", "Use a flag, e.g. --force here.", "etc. and more, etc. Then",
		"수정했습니다 이제 테스트를 작성하겠습니다", "Found it 🚀 Gonna hoist it.", "**Not verified.** The key is missing.",
		"A. B. c.d. i.e. x", "끝났어요 . 다음", "\xff. bad\xfe utf8 니다 x", "Edit `a.b.c` now. Then go.", "…… ok。다음！ 끝？",
		"👍\uFE0F\u200D🚀 next", "Mr. Smith vs. Jones approx. 3 cf. that", "ㄱ. ㄴ니다 (x)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got := appendSentences(nil, text, unitList, true, 3)
		want := appendSentencesByRunes(nil, text, unitList, true, 3)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("appendSentences(%q)\n got %+v\nwant %+v", text, got, want)
		}
	})
}

// maskByBytes is mask's loop as it was, testing each byte of a plain run
// against the bytes that end one.
func maskByBytes(text string) (string, []string, []string) {
	if !strings.ContainsAny(text, "`\"“「『") && !strings.Contains(text, "://") {
		return text, nil, nil
	}
	var b strings.Builder
	var codes, quotes []string
	b.Grow(len(text))
	for i := 0; i < len(text); {
		c := text[i]
		if n := urlAt(text, i); n > 0 {
			b.WriteRune(codeRune0 + rune(addSpan(&codes, text[i:i+n])))
			i += n
			continue
		}
		if c < utf8.RuneSelf && c != '`' && c != '"' {
			j := i + 1
			for j < len(text) && text[j] < utf8.RuneSelf && text[j] != '`' && text[j] != '"' && urlAt(text, j) == 0 {
				j++
			}
			b.WriteString(text[i:j])
			i = j
			continue
		}
		if c == '`' {
			n := 0
			for i+n < len(text) && text[i+n] == '`' {
				n++
			}
			fence := text[i : i+n]
			if end := strings.Index(text[i+n:], fence); end >= 0 {
				content := strings.TrimSpace(text[i+n : i+n+end])
				b.WriteRune(codeRune0 + rune(addSpan(&codes, content)))
				i += n + end + n
				continue
			}
			b.WriteString(fence)
			i += n
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if closer, ok := quoteCloser(r, text, i); ok {
			if end := strings.IndexRune(text[i+size:], closer); end > 0 && !strings.Contains(text[i+size:i+size+end], "\n") {
				b.WriteRune(quoteRune0 + rune(addSpan(&quotes, text[i+size:i+size+end])))
				i += size + end + utf8.RuneLen(closer)
				continue
			}
		}
		b.WriteRune(r)
		i += size
	}
	return b.String(), codes, quotes
}

// FuzzMask holds mask, which tells the bytes that end a plain run by a
// bit set, to the loop that tested each byte.
func FuzzMask(f *testing.F) {
	for _, s := range []string{
		"see https://x.dev/a?b=1. and `code` \"quoted\" then http://y", "“smart” 「k」 『j』 ```fence``` `x",
		"the hash h https:// h http://", "\xff`\xfe\"", "ahttps://no then (https://yes)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m1, c1, q1 := mask(text)
		m2, c2, q2 := maskByBytes(text)
		if m1 != m2 || !reflect.DeepEqual(c1, c2) || !reflect.DeepEqual(q1, q2) {
			t.Fatalf("mask(%q) = %q %q %q, want %q %q %q", text, m1, c1, q1, m2, c2, q2)
		}
	})
}

// FuzzUnmask: the code spans of a text, restored for display, are read
// back as the same spans, so a sentence a detector returns reads on its own
// as it did in its message.
func FuzzUnmask(f *testing.F) {
	for _, s := range []string{"` `x``y", "`a`b` and ``c`d``", "`` `tick ``", "\"q\" `c` https://x.dev", "````"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, codes, quotes := mask(text)
		if len(codes) > maxSpanIdx || !utf8.ValidString(text) {
			return // past the placeholder range spans are not kept one to one
		}
		back := unmask(m, codes, quotes)
		_, codes2, _ := mask(back)
		if len(codes2) < len(codes) {
			t.Fatalf("unmask(mask(%q)) = %q: %d code spans, want %d", text, back, len(codes2), len(codes))
		}
		for i, c := range codes {
			if strings.Contains(c, "://") {
				continue // an address is restored as a span of its own
			}
			if codes2[i] != c {
				t.Fatalf("unmask(mask(%q)) = %q: span %d is %q, want %q", text, back, i, codes2[i], c)
			}
		}
	})
}

// FuzzListItem holds listItem, which reads a checked task's "[x] " in
// either case from its bytes, to lower-casing the item to look for it.
func FuzzListItem(f *testing.F) {
	for _, s := range []string{"- [x] done", "- [X] Done", "* [x]x", "- [ ] open", "- [ẋ] no", "+ ✅ tests", "1. item", "- [x]  spaced", "- [x]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rest, check, ok := listItem(s)
		if len(s) >= 2 && (s[0] == '-' || s[0] == '*' || s[0] == '+') && s[1] == ' ' {
			r := strings.TrimSpace(s[2:])
			if strings.HasPrefix(lower(r), "[x] ") {
				if !ok || !check || rest != strings.TrimSpace(r[4:]) {
					t.Fatalf("listItem(%q) = %q %v %v, want a checked task", s, rest, check, ok)
				}
			} else if check && strings.HasPrefix(r, "[") {
				t.Fatalf("listItem(%q) = %q %v %v, not a checked task", s, rest, check, ok)
			}
		}
	})
}
