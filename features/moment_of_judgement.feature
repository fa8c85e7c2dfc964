Feature: Moment of judgement
  Law 11.2 fixes when a position is judged: at the moment a team-mate plays or
  touches the ball, not when the player receives it. Each team-mate's touch is a
  fresh moment for everyone else.

  Background:
    Given the attacking team is Spurs: Eriksen, Son and Kane, with Vicario in goal
    And the defending team is Arsenal: Saliba, Gabriel and White, with Raya in goal

  Rule: A position is judged when a team-mate plays or touches the ball (OFF-MOJ-1)
    The picture that matters is the one at the team-mate's touch. Any touch
    counts, even an accidental one, and each new touch judges every attacker again.

    @OFF_MOJ_1
    Example: Kane is judged at Eriksen's pass, not when the ball reaches him
      Given Kane is in an offside position when Eriksen passes
      And Kane receives the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And Kane's position is judged when Eriksen passes
      And the reasoning says that Eriksen's touch was a moment of judgement

    @OFF_MOJ_1
    Example: Kane was onside at the pass and ran beyond the defence afterwards, so he is onside
      Given Kane is behind the second-last opponent when Eriksen passes
      And Kane is ahead of the second-last opponent when he receives the ball
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And Kane is not in an offside position when Eriksen passes

    @OFF_MOJ_1
    Example: Son's flick-on is a new moment, and Kane is onside at it
      Given Kane is in an offside position when Eriksen passes
      And Son is behind the second-last opponent when Eriksen passes
      And Kane is behind the second-last opponent when Son heads the ball on
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Son's touch was a moment of judgement

    @OFF_MOJ_1
    Example: An accidental touch by a team-mate is still a moment of judgement
      Given Kane is beyond the second-last opponent but behind the ball when Eriksen shoots
      And Kane is in an offside position when the ball strikes Son by accident
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And Kane's position is judged when the ball strikes Son
      And the reasoning says that Son's touch was a moment of judgement

    @OFF_MOJ_1
    Example: Kane offside at Eriksen's first pass is judged again at Eriksen's second
      Given Kane is in an offside position when Eriksen passes to Son
      And Son passes back to Eriksen
      And Kane is level with the second-last opponent when Eriksen passes to Kane
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And Kane is not in an offside position when Eriksen passes

  Rule: The first point of contact is the moment that counts (OFF-MOJ-2)
    A touch lasts a moment, and the Law uses its first point of contact. Until
    2025/26 this also held for a goalkeeper's throw.

    @OFF_MOJ_2
    Example: In 2024/25 Kane level at the start of Vicario's throw is onside
      Given the match is played on 12 October 2024
      And Kane is level with the second-last opponent when Vicario throws the ball, at the first point of contact
      And Kane is ahead of the second-last opponent when Vicario throws the ball, at the last point of contact
      And Kane receives the ball
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Vicario's throw was judged at its first point of contact

    @OFF_MOJ_2
    Example: In 2024/25 Kane ahead at the start of Vicario's throw is offside
      Given the match is played on 12 October 2024
      And Kane is ahead of the second-last opponent when Vicario throws the ball, at the first point of contact
      And Kane receives the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Vicario's throw was judged at its first point of contact

  Rule: A goalkeeper's throw is judged at its last point of contact (OFF-MOJ-3)
    From 2025/26 a goalkeeper's throw is an exception: the moment of judgement is
    when the ball leaves the hand, the last point of contact.

    @OFF_MOJ_3
    Example: In 2025/26 Kane level at the start of the throw but ahead as it leaves Vicario's hand is offside
      Given the match is played on 11 October 2025
      And Kane is level with the second-last opponent when Vicario throws the ball, at the first point of contact
      And Kane is ahead of the second-last opponent when Vicario throws the ball, at the last point of contact
      And Kane receives the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Vicario's throw was judged at its last point of contact

    @OFF_MOJ_3
    Example: In 2025/26 Kane ahead at the start of the throw but level as it leaves the hand is onside
      Given the match is played on 11 October 2025
      And Kane is ahead of the second-last opponent when Vicario throws the ball, at the first point of contact
      And Kane is level with the second-last opponent when Vicario throws the ball, at the last point of contact
      And Kane receives the ball
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Vicario's throw was judged at its last point of contact

  Rule: Where the player is when the ball arrives does not matter (OFF-MOJ-4)
    An offside player who drops back before receiving the ball is still offside
    for that play, just as an onside player who runs on stays onside.

    @OFF_MOJ_4 @misconception
    Example: Kane drops back behind the defence before receiving the ball but is still offside
      Given Kane is in an offside position when Eriksen passes
      And Kane is behind the second-last opponent when he receives the ball
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the goal is disallowed
      And the explanation answers the belief that Kane was onside when receiving the ball
      And the reasoning says that where Kane was when receiving the ball does not matter

    @OFF_MOJ_4
    Example: Kane is level with the defender by the time the ball reaches him, and is still offside
      Given Kane is in an offside position when Eriksen passes
      And Kane is level with the second-last opponent when he receives the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that where Kane was when receiving the ball does not matter
