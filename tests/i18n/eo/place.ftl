mode-place = Meti damojn
