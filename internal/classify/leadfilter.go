package classify

// The second look at a lead candidate. The pair filter, hashed into the
// text index's 1,024 buckets, lets through every position whose first two
// bytes share a bucket with a literal's: over the 10 KB prose prompt, 15,534
// positions were put to leadSet.accepts and 564 held a literal, 8,687 of
// the others only a bucket's worth of likeness. moreFilter hashes the
// first two bytes again, another way, and the first three, so that a
// position passes only where both hashes of its pair, and the hash of its
// first three bytes (unless a literal of just two bytes starts there),
// are a literal's. Like the pair filter it answers some false yeses and no
// false noes (TestLeadFiltersPassEveryLiteral, FuzzLeadFilters).

// bits1024 is a set of 1,024 hashes.
type bits1024 [1024 / 64]uint64

func (s *bits1024) add(h uint)      { s[h/64] |= 1 << (h % 64) }
func (s *bits1024) has(h uint) bool { return s[h/64]&(1<<(h%64)) != 0 }

// moreFilter is a lead set's second look at a position whose first two
// bytes its pair filter lets through.
type moreFilter struct {
	pairs  bits1024 // pairHash2 of every literal's first two bytes
	threes bits1024 // tripleHash of the first three bytes of every literal that has three
	twos   bits1024 // pairHash2 of the literals of just two bytes
}

// Fibonacci hashing: the product's top ten bits of 32.
func pairHash2(a, b byte) uint { return uint((uint32(a)<<8|uint32(b))*0x9E3779B1) >> 22 }

func tripleHash(a, b, c byte) uint {
	return uint((uint32(a)<<16|uint32(b)<<8|uint32(c))*0x9E3779B1) >> 22
}

// add adds a literal's text (its characters, without marks) of two bytes
// or more.
func (f *moreFilter) add(text string) {
	f.pairs.add(pairHash2(text[0], text[1]))
	if len(text) == 2 {
		f.twos.add(pairHash2(text[0], text[1]))
		return
	}
	f.threes.add(tripleHash(text[0], text[1], text[2]))
}

// admits reports whether a literal of two bytes or more may start at i,
// where s has two bytes at least.
func (f *moreFilter) admits(s string, i int) bool {
	h := pairHash2(s[i], s[i+1])
	if !f.pairs.has(h) {
		return false
	}
	return f.twos.has(h) || i+2 < len(s) && f.threes.has(tripleHash(s[i], s[i+1], s[i+2]))
}
