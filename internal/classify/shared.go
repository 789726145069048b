package classify

import (
	"sync"
	"unicode/utf8"
	"unsafe"
)

// The readers of a prompt (Prompt, Kinds, ReadReply, RequestsTests) each
// start from its lowered form, and two from its blanked one: a hook reads
// one prompt with all of them, and lowering and blanking a 10 KB prompt
// four and two times over was some 50 KB of fresh memory. The last form
// made is kept and given again to a reader of the same text.
var shared struct {
	sync.Mutex
	lowIn, low     string // low is lower(lowIn)
	plainIn, plain string // plain is blankMaterial(plainIn)
}

// lowered returns lower(s): the last text lowered gives it when s lies at
// its start and ends on a rune's first byte, as the truncated prompt does,
// since lower keeps every rune in its bytes. A text kept here stays
// allocated, so no other text can lie at its address.
func lowered(s string) string {
	shared.Lock()
	defer shared.Unlock()
	in := shared.lowIn
	if len(s) <= len(in) && unsafe.StringData(s) == unsafe.StringData(in) && (len(s) == len(in) || utf8.RuneStart(in[len(s)])) {
		return shared.low[:len(s)]
	}
	shared.lowIn, shared.low = s, lower(s)
	return shared.low
}

// keptLowered returns the lowered text lowered keeps when s lies in it, or
// s. The kept text stays allocated while it is kept, and an index of it
// keeps it allocated after (see indexes). indexFor calls it holding
// indexes' lock, so shared's lock is always taken second: lowered and
// blanked, which hold it, must never search a text (lower and
// blankMaterial read bytes, not patterns).
func keptLowered(s string) string {
	shared.Lock()
	defer shared.Unlock()
	if _, ok := offsetIn(s, shared.low); ok {
		return shared.low
	}
	return s
}

// blanked returns blankMaterial(low), given again for the same text.
func blanked(low string) string {
	shared.Lock()
	defer shared.Unlock()
	if len(low) == len(shared.plainIn) && unsafe.StringData(low) == unsafe.StringData(shared.plainIn) {
		return shared.plain
	}
	shared.plainIn, shared.plain = low, blankMaterial(low)
	return shared.plain
}
