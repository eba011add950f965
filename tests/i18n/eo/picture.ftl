mode-picture = Bildo
