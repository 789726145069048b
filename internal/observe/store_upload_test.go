package observe

import "testing"

func TestStoreUploadShown(t *testing.T) {
	for out, want := range map[string]bool{
		"[12:43:27]: --- Step: upload_to_play_store ---\n[12:44:01]: Successfully finished the upload": true,
		"[08:02:11]: --- Step: pilot ---\n":                   true,
		"[08:02:11]: --- Step: firebase_app_distribution ---": true,
		// A lane that only builds and tests.
		"[12:41:03]: --- Step: gradle ---\n[12:43:26]: ▸ BUILD SUCCESSFUL": false,
		"[12:41:03]: --- Step: run_tests ---":                              false,
		"":                                                                 false,
	} {
		if got := StoreUploadShown(out); got != want {
			t.Errorf("StoreUploadShown(%q) = %v, want %v", out, got, want)
		}
	}
}

// FuzzStoreUploadShown: any output is read without a panic, and an upload
// step appended to it is always seen.
func FuzzStoreUploadShown(f *testing.F) {
	f.Add("[12:43:27]: --- Step: upload_to_play_store ---")
	f.Add("--- Step: ")
	f.Fuzz(func(t *testing.T, out string) {
		StoreUploadShown(out)
		if !StoreUploadShown(out + "\n--- Step: pilot ---") {
			t.Errorf("%q + a pilot step: not seen", out)
		}
	})
}
