mode-browse = Foliumi
