Feature: Fouls and offside
  When a foul and an offside offence happen in the same move, the referee
  penalises the one that came first (Law 11.2, with Law 5 for two offences at
  the same moment, when the more serious one is punished).

  Background:
    Given the attacking team is England: Grealish, Sterling and Kane
    And the defending team is Germany: Schlotterbeck, Klostermann and Rüdiger, with Neuer in goal

  Rule: A foul on an offside player still only running towards the ball comes first (OFF-ORDER-1)
    A player in an offside position who is fouled while moving towards the ball,
    before playing it, trying to play it or challenging for it, has not yet
    committed an offence. The foul came first and is penalised.

    @OFF_ORDER_1
    Example: Schlotterbeck trips Kane in the penalty area as he runs towards the ball: penalty kick
      Given Kane is in an offside position when Grealish passes
      And Schlotterbeck trips Kane in the penalty area as he runs towards the ball
      When the referee applies the Laws
      Then there is no offside offence
      And Schlotterbeck's foul on Kane is penalised with a penalty kick
      And the reasoning says that the foul on Kane came first

    @OFF_ORDER_1
    Example: Rüdiger holds Kane outside the area as he moves towards the ball: direct free kick
      Given Kane is in an offside position when Grealish passes
      And Rüdiger holds Kane as he moves towards the ball
      When the referee applies the Laws
      Then Rüdiger's foul on Kane is penalised with a direct free kick
      And the reasoning says that the foul on Kane came first

  Rule: An offside player already playing or challenging is penalised for offside first (OFF-ORDER-2)
    If the offside player was already playing or trying to play the ball, or
    challenging an opponent, when fouled, the offside offence came first. It is
    penalised; the foul may still bring a caution or sending-off.

    @OFF_ORDER_2
    Example: Kane is already challenging for the ball when Schlotterbeck fouls him, so offside is given
      Given Kane is in an offside position when Grealish passes
      And Schlotterbeck fouls Kane while he is already challenging for the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is an offside that came before the foul
      And the reasoning says that Kane was already involved when fouled, so the offside came first

    @OFF_ORDER_2 @OFF_SANC_1
    Example: The offside free kick is taken where Kane was fouled in the penalty area
      Given Kane is in an offside position when Grealish passes
      And Rüdiger pushes Kane in the penalty area while he is already playing the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the defending team restarts with an indirect free kick where Kane became involved

    @OFF_ORDER_2
    Example: Nobody reported what Kane was doing when fouled, so the decision stays open
      Given Kane is in an offside position when Grealish passes
      And Schlotterbeck fouls Kane
      When the referee applies the Laws
      Then the offside decision stays open until we know what Kane was doing when fouled
      And the reasoning says that nobody reported what Kane was doing when fouled

  Rule: Moving into an opponent's path is impeding, not offside (OFF-ORDER-3)
    An offside player who stands in an opponent's way and stops them reaching the
    ball commits offside; one who moves into the opponent's path to block them
    commits a Law 12 offence instead, penalised with a free kick.

    @OFF_ORDER_3
    Example: Kane steps into Rüdiger's path and impedes him: an indirect free kick for impeding
      Given Kane is in an offside position when Grealish passes
      And Sterling is behind the second-last opponent when Grealish passes
      And Kane moves into Rüdiger's path and impedes him
      And Sterling scores
      When the referee applies the Laws
      Then there is no offside offence
      And Kane's foul on Rüdiger is penalised with an indirect free kick
      And the reasoning says that Kane impeded Rüdiger, which is a Law 12 offence

    @OFF_ORDER_3
    Example: Sterling, onside, impedes Rüdiger by moving into his path: the same Law 12 offence
      Given Sterling is behind the second-last opponent when Grealish passes
      And Sterling moves into Rüdiger's path and impedes him
      And Kane scores
      When the referee applies the Laws
      Then Sterling's foul on Rüdiger is penalised with an indirect free kick
      And the reasoning says that Sterling impeded Rüdiger, which is a Law 12 offence

  Rule: The first offence is penalised; of two at once, the more serious (OFF-ORDER-4)
    When the offside player commits a foul, what came first decides. If the foul
    and the involvement are the same act, the more serious offence is penalised:
    a direct free kick foul outweighs offside, an indirect one does not.

    @OFF_ORDER_4
    Example: Kane fouls Rüdiger before he becomes involved, so the foul is penalised
      Given Kane is in an offside position when Grealish passes
      And Kane fouls Rüdiger before he becomes involved
      When the referee applies the Laws
      Then there is no offside offence
      And Kane's foul on Rüdiger is penalised with a direct free kick
      And the reasoning says that Kane fouled before becoming involved

    @OFF_ORDER_4 @OFF_OFF_2
    Example: Kane challenges Rüdiger and only then fouls him, so offside is given
      Given Kane is in an offside position when Grealish passes
      And Kane challenges Rüdiger for the ball
      And Kane fouls Rüdiger after he has become involved
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the offence is interfering with an opponent
      And the reasoning says that Kane became involved before fouling

    @OFF_ORDER_4
    Example: Kane's challenge on Rüdiger is itself a foul for a direct free kick, the more serious offence
      Given Kane is in an offside position when Grealish passes
      And Kane challenges Rüdiger for the ball
      And Kane trips Rüdiger in the same action
      When the referee applies the Laws
      Then there is no offside offence
      And Kane's foul on Rüdiger is penalised with a direct free kick
      And the reasoning says that Kane's foul was the more serious of two offences at once

    @OFF_ORDER_4
    Example: Kane's challenge also impedes Rüdiger, an indirect free kick offence, so offside is penalised
      Given Kane is in an offside position when Grealish passes
      And Kane challenges Rüdiger for the ball
      And Kane impedes Rüdiger in the same action
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Kane's offside was penalised as the foul at the same time was no more serious

    @OFF_ORDER_4
    Example: Nobody reported whether Kane fouled before or after becoming involved, so the decision stays open
      Given Kane is in an offside position when Grealish passes
      And Kane challenges Rüdiger for the ball
      And Kane pushes Rüdiger
      When the referee applies the Laws
      Then the offside decision stays open until we know whether Kane fouled before or after becoming involved
      And the reasoning says that nobody reported whether Kane fouled before or after becoming involved

    @OFF_ORDER_4
    Example: Schlotterbeck fouls Sterling, who is onside, and the foul is penalised as usual
      Given Sterling is behind the second-last opponent when Grealish passes
      And Schlotterbeck fouls Sterling
      When the referee applies the Laws
      Then there is no offside offence
      And Schlotterbeck's foul on Sterling is penalised with a direct free kick

    @OFF_ORDER_4
    Example: The referee gave a penalty for a foul the reports never describe, so the Law's answer waits for it
      Which offence came first decides what is penalised, so a foul the officials
      penalised cannot be left out of the answer just because no report describes it.
      Given Sterling is behind the second-last opponent when Grealish passes
      And nobody reported whether the move had any foul
      And the referee waves play on
      And the final decision is a penalty
      When the referee applies the Laws
      Then the offside decision stays open until we know which foul the officials penalised
      And the reasoning says that the officials penalised a foul nobody described
