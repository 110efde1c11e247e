//go:build unix

package atomicfile

import (
	"io/fs"
	"os"
	"syscall"
)

// owner is who owns a file and how many names it has.
type owner struct {
	known    bool
	uid, gid int
	links    uint64
}

// ownerOf returns a file's owner and link count; nil gives an unknown one.
func ownerOf(fi fs.FileInfo) owner {
	if fi == nil {
		return owner{}
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return owner{}
	}
	return owner{known: true, uid: int(st.Uid), gid: int(st.Gid), links: uint64(st.Nlink)}
}

// mine reports whether a file this process creates gets the same owner.
func (o owner) mine() bool { return o.uid == os.Geteuid() && o.gid == os.Getegid() }
