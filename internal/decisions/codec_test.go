package decisions

import (
	"flag"
	"reflect"
	"testing"

	"github.com/proofgate/proofgate/internal/jsongen"
)

var update = flag.Bool("update", false, "rewrite codec_gen.go")

// TestCodecSource: the codec must be what the json tags say; with -update
// (go generate) it is rewritten from them.
func TestCodecSource(t *testing.T) {
	jsongen.CheckSource(t, "codec_gen.go", *update, reflect.TypeFor[Record]())
}

var codec = jsongen.Codec[Record]{Append: appendRecord, Read: readRecord, Unmarshal: unmarshalRecord}

// TestCodecAgreesWithEncodingJSON fills every field of Record and holds
// the codec to encoding/json: the same bytes, read back to the same
// record. A field added to Record and not to the codec fails it.
func TestCodecAgreesWithEncodingJSON(t *testing.T) {
	codec.CheckFilled(t)
	r := stop("s1", Block, "premature.promise")
	r.Time, r.Closing = t0, "I'll run <the> tests & \"see\" \u2028."
	codec.CheckRoundTrip(t, &r)
	for _, s := range codecSeeds {
		codec.Check(t, []byte(s))
	}
}

// FuzzRecordCodec reads anything with the codec and with json.Unmarshal,
// which must fail alike and give the same record, and writes what it read
// with both, which must give the same bytes.
func FuzzRecordCodec(f *testing.F) {
	for _, s := range codecSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { codec.Check(t, data) })
}

var codecSeeds = []string{
	`{"time":"2026-08-01T12:00:00Z","session":"s1","project":"0123456789abcdef","harness":"claude","event":"stop","decision":"block","rule":"premature.promise","closing":"I'll run the tests now."}`,
	`{"time":"2026-08-01T12:00:00Z","event":"wrong","decision":"wrong","rule":"unverified.changed","judged":"block"}`,
	`{"time":"2026-08-01T12:00:00+02:00","event":"guard","decision":"deny"}`, `{"time":null,"event":5}`, `{"time":"x"}`,
	`{"TIME":"2026-08-01T12:00:00Z","Event":"stop"}`, `{}`, `null`, `[]`, `{"time":"2026-08-01T12:00:00Z"`,
}
