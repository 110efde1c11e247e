// Package atomicfile replaces a file's contents so that a failure at any
// point (a full disk, a size limit, a kill mid-write) leaves either the old
// contents or the new, never a truncated file.
//
// It keeps what gofmt -w keeps: a symbolic link stays a link and its
// target is rewritten; a file with hard links, or one whose owner the
// writer cannot give a new file, is rewritten in place (after a backup
// copy, removed once the write is done), so the links and the owner stay;
// the mode stays. Unlike gofmt run as root, a read-only file is refused:
// its mode says it is not to be changed.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// File is the part of *os.File a write needs; tests inject failing ones.
type File interface {
	Name() string
	Write(b []byte) (int, error)
	Sync() error
	Chmod(mode fs.FileMode) error
	Close() error
}

// FS is the file system operations a write needs. OS is the real one.
type FS interface {
	Stat(name string) (fs.FileInfo, error)
	CreateTemp(dir, pattern string) (File, error)
	Rename(oldpath, newpath string) error
	Remove(name string) error
	EvalSymlinks(path string) (string, error)
	Chown(name string, uid, gid int) error
	ReadFile(name string) ([]byte, error)
	// OpenTrunc opens an existing file for writing, emptied.
	OpenTrunc(name string) (File, error)
}

// OS is the operating system's file system.
type OS struct{}

// Stat implements FS.
func (OS) Stat(name string) (fs.FileInfo, error) { return os.Stat(name) }

// CreateTemp implements FS.
func (OS) CreateTemp(dir, pattern string) (File, error) { return os.CreateTemp(dir, pattern) }

// Rename implements FS.
func (OS) Rename(oldpath, newpath string) error { return os.Rename(oldpath, newpath) }

// Remove implements FS.
func (OS) Remove(name string) error { return os.Remove(name) }

// EvalSymlinks implements FS.
func (OS) EvalSymlinks(path string) (string, error) { return filepath.EvalSymlinks(path) }

// Chown implements FS.
func (OS) Chown(name string, uid, gid int) error { return os.Chown(name, uid, gid) }

// ReadFile implements FS.
func (OS) ReadFile(name string) ([]byte, error) { return os.ReadFile(name) }

// OpenTrunc implements FS.
func (OS) OpenTrunc(name string) (File, error) { return os.OpenFile(name, os.O_WRONLY|os.O_TRUNC, 0) }

// WriteFile replaces path's contents with data on the real file system;
// see Write.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	return Write(OS{}, path, data, perm)
}

// Write writes data to a temporary file in path's folder, syncs it, gives
// it the mode (and owner) of the file it replaces (perm for a new file)
// and renames it over path. On any failure the temporary file is removed
// and path is left as it was. A symbolic link is followed and its target
// written; a read-only file is refused; a file with hard links, or whose
// owner a new file cannot be given, is written in place (see inPlace).
func Write(fsys FS, path string, data []byte, perm fs.FileMode) (err error) {
	mode := perm
	owner := ownerOf(nil)
	if real, err := fsys.EvalSymlinks(path); err == nil {
		path = real
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if st, err := fsys.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s: not a regular file", path)
		}
		if st.Mode().Perm()&0o200 == 0 {
			return fmt.Errorf("%s: is read-only (mode %v); make it writable to rewrite it (the file is unchanged)", path, st.Mode().Perm())
		}
		mode = st.Mode().Perm()
		owner = ownerOf(st)
		if owner.links > 1 {
			return inPlace(fsys, path, data)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := fsys.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: creating a temporary file: %w (the file is unchanged)", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			fsys.Remove(tmp)
		}
	}()
	fail := func(what string, e error) error {
		f.Close()
		return fmt.Errorf("%s: %s: %w (the file is unchanged)", path, what, e)
	}
	if owner.known && !owner.mine() {
		if err := fsys.Chown(tmp, owner.uid, owner.gid); err != nil {
			// Only root gives files away: keep the owner by writing in place.
			f.Close()
			fsys.Remove(tmp)
			return inPlace(fsys, path, data)
		}
	}
	if _, err := f.Write(data); err != nil {
		return fail("writing", err)
	}
	if err := f.Chmod(mode); err != nil {
		return fail("setting the mode", err)
	}
	if err := f.Sync(); err != nil {
		return fail("syncing", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: closing: %w (the file is unchanged)", path, err)
	}
	if err := fsys.Rename(tmp, path); err != nil {
		return fmt.Errorf("%s: renaming: %w (the file is unchanged)", path, err)
	}
	return nil
}

// inPlace rewrites path's own contents, as gofmt -w does, keeping its
// hard links and its owner: it first copies the file to a backup beside
// it, synced, and removes the backup once the new contents are written
// and synced. A failure after the file was emptied names the backup.
func inPlace(fsys FS, path string, data []byte) error {
	orig, err := fsys.ReadFile(path)
	if err != nil {
		return fmt.Errorf("%s: %w (the file is unchanged)", path, err)
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	b, err := fsys.CreateTemp(dir, "."+base+".*.bak")
	if err != nil {
		return fmt.Errorf("%s: creating a backup: %w (the file is unchanged)", path, err)
	}
	bak := b.Name()
	_, err = b.Write(orig)
	if err == nil {
		err = b.Sync()
	}
	if cerr := b.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		fsys.Remove(bak)
		return fmt.Errorf("%s: writing a backup: %w (the file is unchanged)", path, err)
	}
	f, err := fsys.OpenTrunc(path)
	if err != nil {
		fsys.Remove(bak)
		return fmt.Errorf("%s: %w (the file is unchanged)", path, err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%s: writing: %w (the original is saved in %s)", path, err, bak)
	}
	return fsys.Remove(bak)
}
