# Numbers, sizes, times and the reasons a file could not be read or written.

bytes = { $count ->
    [one] 1 byte
   *[other] { $count } bytes
}
bytes-in-full = { $size } ({ $count } bytes)
binary-size = { $size }
seconds = { $value } s
minutes = { $value } min
hours = { $value } h
days = { $value } days
years = { $count ->
    [one] 1 year
   *[other] { $count } years
}
older-than-the-universe = more years than the universe is old
minutes-seconds = { $minutes } min { $seconds } s
hours-minutes = { $hours } h { $minutes } min
time-left = about { $time } left
time-left-unknown = time left unknown
time-left-under-a-second = less than a second left
time-left-beyond-years = more years left than the universe is old
time-left-more-than = more than { $time } left
rest-would-take = ; the rest would take { $time }
about = about { $time }
more-than = more than { $time }
unknown-time = an unknown time
folder = { $path }
this-folder = this folder
cannot-read = Cannot read { $path }: { $why }.
io-not-found = there is no such file
io-permission = you may not read it
io-is-folder = it is a folder, not a file
io-not-folder = a part of its path is a file, not a folder
io-not-text = it is not a text file
io-interrupted = it was interrupted
io-read-only = { $folder } is on a read-only disk
io-disk-full = the disk is full
io-quota = your disk quota is used up
io-too-large = the disk cannot hold a file that large
io-broken-pipe = the program reading it stopped
io-other-code = the system reported error { $code }
io-other = the system reported an error
io-cannot-make = files cannot be made in { $folder }
io-may-not-write = you may not write in { $folder }
write-no-folder = Cannot write { $path }: there is no folder { $folder }.
write-is-folder = Cannot write { $path }: it is a folder; give the name of a file in it.
write-no-space = Cannot write { $path }: it would take { $needed }, and its disk has only { $free } free.
write-no-space-in-browser = Cannot write { $path }: it would take { $needed }, and this browser lets the page store only { $free } more. The command-line program writes files of any size.
write-in-use = Cannot replace { $path }: another program has it open (or it is read-only). Close it there and try again; the old file is as it was.
write-failed = Cannot write { $path }: { $why }.
unknown-duration = ?
nothing = {""}
microseconds = { $value } µs
milliseconds = { $value } ms
symmetry-identity = as it is
symmetry-rotate-90 = rotated 90°
symmetry-rotate-180 = rotated 180°
symmetry-rotate-270 = rotated 270°
symmetry-mirror-columns = mirrored left-right
symmetry-mirror-rows = mirrored top-bottom
symmetry-transpose = reflected in the main diagonal
symmetry-anti-transpose = reflected in the anti-diagonal
