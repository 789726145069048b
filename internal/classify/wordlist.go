package classify

// wordList is the distinct words FirstWords keeps, in order. A 10 KB
// prompt whose words repeat is read some 1,900 words deep for the ledger's
// 128, and a Go map's lookup and insert were a quarter of that reading:
// while the list is short, a word is looked up in a small open-addressing
// table of its places in the list, by an FNV-1a hash of its bytes.
type wordList struct {
	words []string
	slots [2 * wordTableMax]uint8 // 1 + a word's index in words; 0: empty
	big   map[string]struct{}     // past wordTableMax words: the set, instead of slots
}

// wordTableMax is how many words slots holds, half its size: the ledger's
// MaxAsked, so a hook never takes the map.
const wordTableMax = 128

// add appends w unless the list holds it.
func (l *wordList) add(w string) { l.addHashed(w, fnv1a(w)) }

// addHashed is add of a word whose fnv1a the caller worked out.
func (l *wordList) addHashed(w string, h uint32) {
	if l.big != nil {
		if _, ok := l.big[w]; !ok {
			l.big[w] = struct{}{}
			l.words = append(l.words, w)
		}
		return
	}
	if len(l.words) == wordTableMax {
		l.big = make(map[string]struct{}, 2*wordTableMax)
		for _, o := range l.words {
			l.big[o] = struct{}{}
		}
		l.add(w)
		return
	}
	const mask = uint32(len(l.slots) - 1)
	for i := h; ; i++ {
		k := l.slots[i&mask]
		if k == 0 {
			l.words = append(l.words, w)
			l.slots[i&mask] = uint8(len(l.words))
			return
		}
		if l.words[k-1] == w {
			return
		}
	}
}

// The 32-bit FNV-1a hash's offset basis and prime.
const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

// fnv1a is the 32-bit FNV-1a hash of s.
func fnv1a(s string) uint32 {
	h := uint32(fnvOffset)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= fnvPrime
	}
	return h
}
