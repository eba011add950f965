mode-file = Kontroli dosieron
