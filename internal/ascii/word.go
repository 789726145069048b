package ascii

// IsWord reports an ASCII word character, as regexp's \b reads them: a
// letter, a digit or '_'. The readers ask it of every byte of a prompt,
// and one test of a bit is fewer instructions than the four ranges.
func IsWord(c byte) bool { return wordBits[c>>6]&(1<<(c&63)) != 0 }

// wordBits has a bit for each ASCII word character: '0' to '9' (0x30 to
// 0x39), 'A' to 'Z' (0x41 to 0x5A), '_' (0x5F) and 'a' to 'z' (0x61 to
// 0x7A). TestIsWord spells it out.
var wordBits = [4]uint64{0x03FF_0000_0000_0000, 0x07FF_FFFE_87FF_FFFE}
